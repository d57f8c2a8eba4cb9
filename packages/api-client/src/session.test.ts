import { describe, expect, it } from 'vitest';
import { createSessionStore, decodeSessionUser, isExpired, SESSION_KEYS } from './session';
import { fakeWindow, makeToken, memoryStorage } from './test/fakes';

describe('decodeSessionUser', () => {
  it('reads the short claim names', () => {
    const token = makeToken({ sub: '7', unique_name: 'ivanova', role: 'Admin', exp: 2000000000 });
    expect(decodeSessionUser(token)).toEqual({
      id: '7',
      userName: 'ivanova',
      role: 'Admin',
      expiry: 2000000000,
    });
  });

  it('reads the Microsoft role claim, nameid and name', () => {
    const token = makeToken({
      nameid: 12,
      name: 'petrov',
      'http://schemas.microsoft.com/ws/2008/06/identity/claims/role': ['Customer', 'Admin'],
      exp: 2000000000,
    });
    expect(decodeSessionUser(token)).toMatchObject({
      id: '12',
      userName: 'petrov',
      role: 'Customer',
    });
  });

  it('rejects a token that is not a JWT or has no exp', () => {
    expect(decodeSessionUser('not-a-token')).toBeNull();
    expect(decodeSessionUser(makeToken({ sub: '1', role: 'Admin' }))).toBeNull();
  });

  it('tells expiry in seconds', () => {
    expect(isExpired({ id: '1', role: 'Admin', userName: 'a', expiry: 100 }, 100_000)).toBe(true);
    expect(isExpired({ id: '1', role: 'Admin', userName: 'a', expiry: 101 }, 100_000)).toBe(false);
  });
});

describe('session store', () => {
  it('stores the pair and the user under three keys and clears them', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    const token = makeToken({ sub: '1', unique_name: 'admin', role: 'Admin', exp: 2000000000 });
    let changes = 0;
    session.subscribe(() => (changes += 1));

    expect(session.save({ token, refreshToken: 'r' })).toMatchObject({ userName: 'admin' });
    expect(storage.getItem(SESSION_KEYS.token)).toBe(token);
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('r');
    expect(JSON.parse(storage.getItem(SESSION_KEYS.user) ?? '')).toMatchObject({ role: 'Admin' });
    expect(session.getUser()).toBe(session.getUser());

    session.clear();
    expect(
      [SESSION_KEYS.token, SESSION_KEYS.refreshToken, SESSION_KEYS.user].map((k) =>
        storage.getItem(k),
      ),
    ).toEqual([null, null, null]);
    expect(changes).toBe(2);
  });

  it('ignores a stored user of the wrong shape', () => {
    const session = createSessionStore(memoryStorage({ [SESSION_KEYS.user]: '{"id":1}' }));
    expect(session.getUser()).toBeNull();
  });

  it('stores nothing for an unreadable token', () => {
    const storage = memoryStorage();
    expect(createSessionStore(storage).save({ token: 'garbage', refreshToken: 'r' })).toBeNull();
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});

describe('watchOtherTabs', () => {
  const ivanova = makeToken({ sub: '7', unique_name: 'ivanova', role: 'Admin', exp: 2000000000 });
  const ivanovaLater = makeToken({
    sub: '7',
    unique_name: 'ivanova',
    role: 'Admin',
    exp: 2000003600,
  });
  const petrov = makeToken({ sub: '8', unique_name: 'petrov', role: 'Admin', exp: 2000000000 });

  /** This tab and another tab over one localStorage. */
  function twoTabs() {
    const storage = memoryStorage();
    const here = createSessionStore(storage);
    const other = createSessionStore(storage);
    here.save({ token: ivanova, refreshToken: 'r1' });
    const browser = fakeWindow();
    const changes: { previous: string | null; current: string | null }[] = [];
    let notified = 0;
    here.subscribe(() => (notified += 1));
    const stop = here.watchOtherTabs(browser.target, ({ previous, current }) =>
      changes.push({
        previous: previous?.userName ?? null,
        current: current?.userName ?? null,
      }),
    );
    /** What the browser does: the other tab writes, then this tab gets one event per key. */
    const otherTab = (write: () => void, keys: (string | null)[]) => {
      write();
      for (const key of keys) browser.storageChanged(key);
    };
    return { here, other, otherTab, changes, notified: () => notified, stop, browser };
  }

  const allKeys = [SESSION_KEYS.token, SESSION_KEYS.refreshToken, SESSION_KEYS.user];

  it('reports a sign-out in another tab once and re-renders readers', () => {
    const { here, other, otherTab, changes, notified } = twoTabs();
    const before = notified();
    otherTab(() => other.clear(), allKeys);
    expect(changes).toEqual([{ previous: 'ivanova', current: null }]);
    expect(notified()).toBeGreaterThan(before);
    expect(here.getUser()).toBeNull();
  });

  it('reports another user signing in in another tab', () => {
    const { other, otherTab, changes } = twoTabs();
    otherTab(() => other.save({ token: petrov, refreshToken: 'p1' }), allKeys);
    expect(changes).toEqual([{ previous: 'ivanova', current: 'petrov' }]);
  });

  it('reports a sign-in in another tab after this tab was signed out', () => {
    const { here, other, otherTab, changes } = twoTabs();
    here.clear();
    otherTab(() => other.save({ token: ivanova, refreshToken: 'r2' }), allKeys);
    expect(changes).toEqual([{ previous: null, current: 'ivanova' }]);
  });

  it('treats a cleared storage (key null) as a sign-out', () => {
    const storage = memoryStorage();
    const here = createSessionStore(storage);
    here.save({ token: ivanova, refreshToken: 'r1' });
    const browser = fakeWindow();
    const seen: (string | null)[] = [];
    here.watchOtherTabs(browser.target, ({ current }) => seen.push(current?.userName ?? null));
    for (const key of allKeys) storage.removeItem(key);
    browser.storageChanged(null);
    expect(seen).toEqual([null]);
  });

  it('only re-renders readers when another tab refreshed the same user', () => {
    const { here, other, otherTab, changes, notified } = twoTabs();
    const before = notified();
    otherTab(() => other.save({ token: ivanovaLater, refreshToken: 'r2' }), allKeys);
    expect(changes).toEqual([]);
    expect(notified()).toBeGreaterThan(before);
    expect(here.getUser()?.expiry).toBe(2000003600);
    expect(here.getRefreshToken()).toBe('r2');
  });

  it('ignores other keys and stops listening when asked', () => {
    const { other, otherTab, changes, notified, stop } = twoTabs();
    const before = notified();
    otherTab(() => undefined, ['theme', 'orders.lastSeen']);
    expect(notified()).toBe(before);
    stop();
    otherTab(() => other.clear(), allKeys);
    expect(changes).toEqual([]);
    expect(notified()).toBe(before);
  });
});
