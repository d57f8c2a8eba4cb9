import { jwtDecode } from 'jwt-decode';

/** The signed-in user, read from the access token's claims (docs/product-rules.md#session-and-roles). */
export type SessionUser = {
  id: string;
  role: string;
  userName: string;
  /** Seconds since the epoch, from `exp`. */
  expiry: number;
};

export type TokenPair = { token: string; refreshToken: string };

export const SESSION_KEYS = {
  token: 'auth.token',
  refreshToken: 'auth.refreshToken',
  user: 'auth.user',
} as const;

export const ADMIN_ROLE = 'Admin';
const MS_ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

type Claims = Record<string, unknown>;

function firstString(claims: Claims, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = claims[name];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
    // Some servers send several roles; the first one decides.
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/** Null when the token is not a JWT or lacks `exp`. */
export function decodeSessionUser(token: string): SessionUser | null {
  let claims: Claims;
  try {
    claims = jwtDecode<Claims>(token);
  } catch {
    return null;
  }
  const expiry = claims.exp;
  if (typeof expiry !== 'number') return null;
  return {
    id: firstString(claims, ['sub', 'nameid', 'id']) ?? '',
    role: firstString(claims, ['role', MS_ROLE_CLAIM]) ?? '',
    userName: firstString(claims, ['unique_name', 'name', 'userName']) ?? '',
    expiry,
  };
}

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.role === 'string' &&
    typeof user.userName === 'string' &&
    typeof user.expiry === 'number'
  );
}

export function isExpired(user: SessionUser, nowMs = Date.now()): boolean {
  return user.expiry * 1000 <= nowMs;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What `watchOtherTabs` reports: this tab's user before and after another tab's change. */
export type SessionChange = { previous: SessionUser | null; current: SessionUser | null };

const STORED_KEYS: ReadonlySet<string> = new Set(Object.values(SESSION_KEYS));

/** The same person with the same role; a refreshed token (new expiry) is not a change. */
function sameIdentity(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.userName === b.userName && a.role === b.role;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The session store; subscribers (useSyncExternalStore) re-render on any sign-out. */
export function createSessionStore(storage: KeyValueStorage) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedUser: SessionUser | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function getUser(): SessionUser | null {
    const raw = storage.getItem(SESSION_KEYS.user);
    if (raw === cachedRaw) return cachedUser;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      cachedUser = isSessionUser(parsed) ? parsed : null;
    } catch {
      cachedUser = null;
    }
    return cachedUser;
  }

  return {
    getToken: () => storage.getItem(SESSION_KEYS.token),
    getRefreshToken: () => storage.getItem(SESSION_KEYS.refreshToken),
    getUser,
    /** Stores a token pair; returns the user it carries, or null (and stores nothing) if unreadable. */
    save(pair: TokenPair): SessionUser | null {
      const user = decodeSessionUser(pair.token);
      if (!user) return null;
      storage.setItem(SESSION_KEYS.token, pair.token);
      storage.setItem(SESSION_KEYS.refreshToken, pair.refreshToken);
      storage.setItem(SESSION_KEYS.user, JSON.stringify(user));
      notify();
      return user;
    },
    clear(): void {
      storage.removeItem(SESSION_KEYS.token);
      storage.removeItem(SESSION_KEYS.refreshToken);
      storage.removeItem(SESSION_KEYS.user);
      notify();
    },
    subscribe,
    /**
     * Follows other tabs' writes (`storage` events), re-rendering readers; `onChange` runs only
     * when the person changed (signed out, someone else signed in), not on a token refresh.
     */
    watchOtherTabs(
      target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
      onChange: (change: SessionChange) => void,
    ): () => void {
      // Who this tab last knew, also through its own sign-in and sign-out.
      let known = getUser();
      const unsubscribe = subscribe(() => {
        known = getUser();
      });
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && !STORED_KEYS.has(event.key)) return;
        const previous = known;
        const current = getUser();
        known = current;
        notify();
        if (!sameIdentity(previous, current)) onChange({ previous, current });
      };
      target.addEventListener('storage', onStorage);
      return () => {
        target.removeEventListener('storage', onStorage);
        unsubscribe();
      };
    },
  };
}
