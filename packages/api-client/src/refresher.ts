import type { SessionStore, TokenPair } from './session';

export type RefreshCall = (tokens: {
  accessToken: string;
  refreshToken: string;
}) => Promise<TokenPair>;

/** The one Web Locks call the refresher makes: `navigator.locks` fits it, tests pass a fake. */
export type RefreshLocks = {
  request(name: string, callback: () => Promise<boolean>): Promise<boolean>;
};

/** Held by the tab that refreshes; the other tabs of the admin wait for it. */
export const REFRESH_LOCK = 'auth.refresh';

export type Refresher = {
  /**
   * Exchanges the stored refresh token for a new pair. Every caller that arrives while a
   * refresh is in flight shares it (concurrent refreshes share one request), and the tabs take
   * turns: a tab whose turn comes after another tab stored a new pair takes that pair.
   * Resolves true when a session is stored; on failure the session is cleared, unless another
   * tab has meanwhile stored a new pair.
   */
  refresh(): Promise<boolean>;
};

/**
 * Refresh tokens rotate and a token used twice revokes its whole family, so two tabs must never
 * send the same one: with `locks` (the Web Locks API) one tab at a time refreshes. Without it
 * (no secure context, an old browser, tests) only the calls of one tab share a refresh.
 */
export function createRefresher(
  session: SessionStore,
  call: RefreshCall,
  locks?: RefreshLocks,
): Refresher {
  let inFlight: Promise<boolean> | null = null;

  /** True when another tab stored a pair other than `seen`; otherwise ends the session. */
  function keepNewerPair(seen: string): boolean {
    const stored = session.getRefreshToken();
    if (stored !== null && stored !== seen && session.getUser() !== null) return true;
    session.clear();
    return false;
  }

  /** This tab's turn to refresh the pair whose refresh token it saw when a call was refused. */
  async function takeTurn(seen: string): Promise<boolean> {
    // Another tab refreshed (or signed out) while this one waited: nothing to send.
    if (session.getRefreshToken() !== seen) return keepNewerPair(seen);
    try {
      const pair = await call({ accessToken: session.getToken() ?? '', refreshToken: seen });
      // A sign-out while the call was out stands: its answer must not bring the session back.
      if (session.getRefreshToken() !== seen) return keepNewerPair(seen);
      if (session.save(pair)) return true;
    } catch {
      // Any failure (401, network, unreadable token) ends the session the same way...
    }
    // ...unless another tab refreshed first. Where tabs cannot take turns, both send the same
    // token and the slower is refused; by then the faster has stored its new pair in the
    // shared storage, and this tab carries on with it.
    return keepNewerPair(seen);
  }

  return {
    refresh() {
      if (inFlight) return inFlight;
      const seen = session.getRefreshToken();
      if (seen === null) {
        session.clear();
        return Promise.resolve(false);
      }
      const turn = () => takeTurn(seen);
      inFlight = (locks ? locks.request(REFRESH_LOCK, turn) : turn()).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
