import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { REFRESH_LOCK, type RefreshLocks } from './refresher';
import { createSessionStore, type KeyValueStorage } from './session';
import { unwrap } from './unwrap';
import { fakeLocks } from './test/fake-locks';
import { adminToken, json, memoryStorage, recordingFetch } from './test/fakes';

const BASE = 'http://api.test';
const TREE = '/api/admin/catalog/category/tree';
/** The access token of the n-th pair of the family; the first one has expired. */
const access = (n: number) => adminToken('1', 4102444800 + n);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server whose refresh tokens rotate: each works once, and a token used a second time
 * revokes the whole family. Refreshes are answered after a short delay, so that calls overlap.
 */
function rotatingServer({ refuseRefresh = false } = {}) {
  let generation = 1;
  let isRevoked = false;
  const used = new Set<string>();
  const server = recordingFetch(async (_request, seen) => {
    if (seen.path === '/api/user/refresh-token') {
      const sent = (JSON.parse(seen.body) as { refreshToken: string }).refreshToken;
      if (used.has(sent)) isRevoked = true;
      used.add(sent);
      const isAccepted = !refuseRefresh && !isRevoked && sent === `refresh-${generation}`;
      if (isAccepted) generation += 1;
      const pair = { token: access(generation), refreshToken: `refresh-${generation}` };
      await delay(20);
      return isAccepted ? json(200, pair) : json(401, { message: 'Сессия истекла' });
    }
    const isCurrent = seen.auth === `Bearer ${access(generation)}` && generation > 1;
    return isCurrent ? json(200, []) : json(401, { message: 'Требуется авторизация' });
  });
  return {
    ...server,
    refreshes: () => server.calls.filter((c) => c.path.endsWith('refresh-token')),
  };
}

/** A tab: its own session store and client, on the browser's one storage and lock manager. */
function openTab(storage: KeyValueStorage, fetch: typeof globalThis.fetch, locks?: RefreshLocks) {
  return createApi({ baseUrl: BASE, session: createSessionStore(storage), fetch, locks });
}

function signedInStorage() {
  const storage = memoryStorage();
  createSessionStore(storage).save({ token: access(1), refreshToken: 'refresh-1' });
  return storage;
}

describe('tabs taking turns to refresh', () => {
  it('two tabs whose tokens expire together make one refresh and both keep working', async () => {
    const storage = signedInStorage();
    const server = rotatingServer();
    const browser = fakeLocks();
    const tabA = openTab(storage, server.fetch, browser.locks);
    const tabB = openTab(storage, server.fetch, browser.locks);

    const answers = await Promise.all([
      unwrap(tabA.client.GET(TREE)),
      unwrap(tabB.client.GET(TREE)),
      unwrap(tabA.client.GET(TREE)),
      unwrap(tabB.client.GET(TREE)),
    ]);

    expect(answers).toEqual([[], [], [], []]);
    expect(server.refreshes()).toHaveLength(1);
    expect(browser.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(browser.mostHeldAtOnce).toBe(1);
    for (const tab of [tabA, tabB]) {
      expect(tab.session.getRefreshToken()).toBe('refresh-2');
      expect(tab.session.getToken()).toBe(access(2));
    }
    // The pair that ended in storage is valid: its family was never revoked.
    await expect(tabB.refresher.refresh()).resolves.toBe(true);
    expect(tabB.session.getRefreshToken()).toBe('refresh-3');
  });

  it('a tab whose turn comes after another refreshed takes that pair without a call', async () => {
    const storage = signedInStorage();
    const server = rotatingServer();
    const browser = fakeLocks();
    const tabA = openTab(storage, server.fetch, browser.locks);
    const tabB = openTab(storage, server.fetch, browser.locks);

    const [a, b] = await Promise.all([tabA.refresher.refresh(), tabB.refresher.refresh()]);

    expect([a, b]).toEqual([true, true]);
    expect(server.refreshes().map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { accessToken: access(1), refreshToken: 'refresh-1' },
    ]);
    expect(tabB.session.getUser()).not.toBeNull();
  });

  it('a refused refresh signs every tab out with one call', async () => {
    const storage = signedInStorage();
    const server = rotatingServer({ refuseRefresh: true });
    const browser = fakeLocks();
    const tabA = openTab(storage, server.fetch, browser.locks);
    const tabB = openTab(storage, server.fetch, browser.locks);

    const [a, b] = await Promise.all([tabA.refresher.refresh(), tabB.refresher.refresh()]);

    expect([a, b]).toEqual([false, false]);
    expect(server.refreshes()).toHaveLength(1);
    expect(tabA.session.getUser()).toBeNull();
    expect(tabB.session.getUser()).toBeNull();
  });

  it('still shares one refresh among the concurrent 401s of one tab', async () => {
    const server = rotatingServer();
    const browser = fakeLocks();
    const tab = openTab(signedInStorage(), server.fetch, browser.locks);

    await Promise.all([1, 2, 3].map(() => unwrap(tab.client.GET(TREE))));

    expect(server.refreshes()).toHaveLength(1);
    expect(browser.requested).toEqual([REFRESH_LOCK]);
  });

  it('a sign-out while the refresh is out stays signed out', async () => {
    const server = rotatingServer();
    const tab = openTab(signedInStorage(), server.fetch, fakeLocks().locks);

    const refreshed = tab.refresher.refresh();
    await delay(5);
    await tab.logout();

    await expect(refreshed).resolves.toBe(false);
    expect(server.refreshes()).toHaveLength(1);
    expect(tab.session.getToken()).toBeNull();
    expect(tab.session.getRefreshToken()).toBeNull();
  });
});
