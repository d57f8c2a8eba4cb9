import type { SessionStore } from './session';

/** Revokes a refresh token on the server; rejects or answers an error when it could not. */
export type LogoutCall = (refreshToken: string, signal: AbortSignal) => Promise<unknown>;

const LOGOUT_TIMEOUT_MS = 3000;

/** Clears the session at once, then asks the server to revoke the token; never rejects. */
export function createLogout(
  session: SessionStore,
  call: LogoutCall,
  timeoutMs = LOGOUT_TIMEOUT_MS,
): () => Promise<void> {
  return async function logout() {
    const refreshToken = session.getRefreshToken();
    const revoking = refreshToken
      ? call(refreshToken, AbortSignal.timeout(timeoutMs))
      : Promise.resolve();
    // Not waiting for the server: sign-out must work offline, and the screens that follow
    // must already see nobody signed in.
    session.clear();
    await revoking.catch(() => undefined);
  };
}
