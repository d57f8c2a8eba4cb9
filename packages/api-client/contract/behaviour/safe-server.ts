import { need, skip } from '../scenario';
import { createCity } from './entities-places';
import type { Raw, RawReply } from './raw';
import { fail, STATEFUL, type Check, type CheckContext } from './types';

type Pair = { token: string; refreshToken: string };

const isPair = (body: unknown): body is Pair =>
  typeof body === 'object' &&
  body !== null &&
  'token' in body &&
  'refreshToken' in body &&
  typeof body.token === 'string' &&
  typeof body.refreshToken === 'string';

/** A session of the check's own, so the run's session is never revoked. */
async function ownSession({ scenario, raw }: CheckContext): Promise<Pair> {
  const credentials = need(
    scenario.config.credentials,
    'needs CONTRACT_USERNAME/PASSWORD: a session of its own to revoke',
  );
  const reply = await raw('POST', '/api/user/login', { body: credentials, token: null });
  if (!isPair(reply.body)) {
    fail(`POST /api/user/login: HTTP ${reply.status}`, {
      expected: 'a token pair',
      got: reply.body,
    });
  }
  return reply.body;
}

const refresh = (raw: Raw, pair: Pair) =>
  raw('POST', '/api/user/refresh-token', {
    body: { accessToken: pair.token, refreshToken: pair.refreshToken },
    token: null,
  });

function expectRefused(reply: RawReply, what: string, sent: unknown) {
  if (reply.status !== 401) {
    fail(`${what}: HTTP ${reply.status}`, { sent, expected: 401, got: reply.body });
  }
}

const refreshReuse: Check = {
  name: 'refreshReuse',
  title: 'a reused refresh token is refused and ends its session',
  needsState: STATEFUL,
  async run(context) {
    const { raw } = context;
    const first = await ownSession(context);
    const renewed = await refresh(raw, first);
    if (!isPair(renewed.body)) {
      fail(`refreshing a new session: HTTP ${renewed.status}`, {
        expected: 'a token pair',
        got: renewed.body,
      });
    }
    const second = renewed.body;
    if (second.refreshToken === first.refreshToken) {
      skip('the server does not rotate refresh tokens (it answered the same one)');
    }
    expectRefused(
      await refresh(raw, first),
      'the first refresh token used again',
      first.refreshToken,
    );
    expectRefused(
      await refresh(raw, second),
      'the newer refresh token after the reuse',
      second.refreshToken,
    );
  },
};

const logout: Check = {
  name: 'logoutRevokes',
  title: 'after logout the refresh token is refused',
  needsState: STATEFUL,
  async run(context) {
    const { raw } = context;
    const pair = await ownSession(context);
    const out = await raw('POST', '/api/user/logout', {
      body: { refreshToken: pair.refreshToken },
      token: null,
    });
    if (out.status !== 204) {
      fail(`POST /api/user/logout: HTTP ${out.status}`, { expected: 204, got: out.body });
    }
    expectRefused(await refresh(raw, pair), 'refresh after logout', pair.refreshToken);
  },
};

/**
 * On the run's own city: save once with the tag read (the version changes), then again with
 * the same, now stale, tag: 412, and the first save's value stays.
 */
const staleIfMatch: Check = {
  name: 'staleIfMatch',
  title: 'a save with a stale If-Match gets 412 and changes nothing',
  needsState: STATEFUL,
  async run(context) {
    const { raw } = context;
    const city = await createCity(context);
    const path = `/api/admin/city/${city.id}`;
    const read = await raw('GET', path);
    const tag =
      read.headers.get('ETag') ?? skip('the server sends no ETag on GET /api/admin/city/{id}');
    const save = (name: string) =>
      raw('POST', '/api/admin/city', {
        body: { ...city.sent, id: city.id, name },
        headers: { 'If-Match': tag },
      });
    const fresh = await save(`${city.name} (1)`);
    if (fresh.status !== 200) {
      fail(`a save with the current If-Match: HTTP ${fresh.status}`, {
        sent: { 'If-Match': tag },
        expected: 200,
        got: fresh.body,
      });
    }
    const stale = await save(`${city.name} (2)`);
    const after = await raw('GET', path);
    const name: unknown =
      typeof after.body === 'object' && after.body !== null && 'name' in after.body
        ? after.body.name
        : undefined;
    if (stale.status !== 412 || name !== `${city.name} (1)`) {
      fail(`a save with a stale If-Match: HTTP ${stale.status}, name now ${JSON.stringify(name)}`, {
        sent: { 'If-Match': tag, name: `${city.name} (2)` },
        expected: `412, name stays "${city.name} (1)"`,
        got: { status: stale.status, body: stale.body, stored: after.body },
      });
    }
  },
};

export const safeServerChecks: Check[] = [staleIfMatch, refreshReuse, logout];
