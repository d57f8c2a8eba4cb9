import { describe, expect, it } from 'vitest';
import { createSessionStore, decodeSessionUser, isExpired, SESSION_KEYS } from './session';
import { makeToken, memoryStorage } from './test/fakes';

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
