import type { SessionStore, TokenPair } from './session';

export type RefreshCall = (tokens: {
  accessToken: string;
  refreshToken: string;
}) => Promise<TokenPair>;

export type Refresher = {
  /**
   * Exchanges the stored refresh token for a new pair. Every caller that arrives while a
   * refresh is in flight shares it (SPEC §4: concurrent refreshes share one request).
   * Resolves true when a new session is stored; on failure the session is cleared.
   */
  refresh(): Promise<boolean>;
};

export function createRefresher(session: SessionStore, call: RefreshCall): Refresher {
  let inFlight: Promise<boolean> | null = null;

  async function run(): Promise<boolean> {
    const refreshToken = session.getRefreshToken();
    if (!refreshToken) {
      session.clear();
      return false;
    }
    try {
      const pair = await call({ accessToken: session.getToken() ?? '', refreshToken });
      if (session.save(pair)) return true;
    } catch {
      // Any failure (401, network, unreadable token) ends the session the same way.
    }
    session.clear();
    return false;
  }

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
