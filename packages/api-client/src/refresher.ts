import type { SessionStore, TokenPair } from './session';

export type RefreshCall = (tokens: {
  accessToken: string;
  refreshToken: string;
}) => Promise<TokenPair>;

export type Refresher = {
  /**
   * Exchanges the stored refresh token for a new pair. Every caller that arrives while a
   * refresh is in flight shares it (concurrent refreshes share one request).
   * Resolves true when a new session is stored; on failure the session is cleared, unless
   * another tab has meanwhile stored a new pair (see below).
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
      // Any failure (401, network, unreadable token) ends the session the same way...
    }
    // ...unless another tab refreshed first. Refresh tokens are single-use, so two tabs
    // refreshing at once send the same one and the slower is refused; by then the faster has
    // stored its new pair in the shared storage, and this tab carries on with it.
    const stored = session.getRefreshToken();
    if (stored !== null && stored !== refreshToken && session.getUser() !== null) return true;
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
