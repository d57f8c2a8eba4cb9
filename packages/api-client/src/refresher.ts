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
   * Concurrent callers share one refresh; tabs take turns, a later one taking the pair another
   * stored. True when a session is stored; a failure clears it unless another tab stored a pair.
   */
  refresh(): Promise<boolean>;
};

// A refresh token used twice revokes its family, so with Web Locks one tab refreshes at a time;
// without (no secure context, old browser, tests) only one tab's calls share a refresh.
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
    // ...unless another tab refreshed first (without locks both send the same token: the slower
    // is refused and carries on with the pair the faster stored).
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
