import type { SessionStore } from './session';

/** Revokes a refresh token on the server; rejects or answers an error when it could not. */
export type LogoutCall = (refreshToken: string, signal: AbortSignal) => Promise<unknown>;

/** How long a sign-out lets the server take to revoke the token before giving up on it. */
const LOGOUT_TIMEOUT_MS = 3000;

/**
 * Signs out: asks the server to revoke the stored refresh token, so a copy of it is worthless,
 * and clears the session at once, whatever the server answers and however long it takes. The
 * session is gone when `logout()` returns; the promise settles (never rejects) once the server
 * answered or the time ran out.
 */
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
