// Sessions end: sign-out, reuse of a rotated refresh token, a password change and a disabled
// account each stop refresh tokens from working, and only the sessions they concern.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zTokenPair } from '@shop/api-client/schemas';
import { hashRefreshToken } from './auth/sessions';
import type { SandboxData } from './data';
import { createTestSandbox, type Caller } from './test/harness';
import { inAMonth, writeVersion1File } from './test/old-format';

type Pair = { token: string; refreshToken: string };
const USERS = '/api/admin/user/manager';

function sessions(options: { dataFile?: string } = {}) {
  const sandbox = createTestSandbox(options);
  const refresh = (pair: Pair) =>
    sandbox.send('POST', '/api/user/refresh-token', undefined, {
      accessToken: pair.token,
      refreshToken: pair.refreshToken,
    });
  /** The next pair of a session, failing the test when it was refused. */
  const renew = async (pair: Pair) => zTokenPair.parse((await refresh(pair)).body);
  const logout = (body: unknown) => sandbox.send('POST', '/api/user/logout', undefined, body);
  return { sandbox, refresh, renew, logout };
}

/** The user as the editor shows it, saved with a new password. */
async function withNewPassword(api: Caller, id: number, extra = {}) {
  const user = (await api.get(`${USERS}/${id}`)).body;
  return api.put(USERS, { ...Object(user), newPassword: 'Nov1y-parol', ...extra });
}

describe('reuse of a rotated refresh token', () => {
  it('is refused and ends the family: the newer token is refused afterwards too', async () => {
    const { sandbox, refresh, renew } = sessions();
    const first = await sandbox.login();
    const second = await renew(first);
    const other = await sandbox.login();

    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(second)).status).toBe(401);
    // Another sign-in of the same user is another family.
    expect((await refresh(other)).status).toBe(200);
  });

  it('survives a restart: the revocation is written though the answer is an error', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-sessions-'));
    try {
      const dataFile = path.join(folder, 'data.json');
      const { sandbox, refresh, renew } = sessions({ dataFile });
      const first = await sandbox.login();
      const second = await renew(first);
      expect((await refresh(first)).status).toBe(401);
      await sandbox.state.flush();
      const written: SandboxData = JSON.parse(readFileSync(dataFile, 'utf8'));
      const hashes = written.refreshTokens.map((t) => t.tokenHash);
      expect(hashes).not.toContain(hashRefreshToken(second.refreshToken));
      // Only hashes are stored: the file signs nobody in.
      expect(readFileSync(dataFile, 'utf8')).not.toContain(second.refreshToken);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is caught for a token stored before families existed (a migrated data file)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-sessions-'));
    try {
      const dataFile = path.join(folder, 'data.json');
      const earlier = sessions();
      const first = await earlier.sandbox.login();
      // A data file of format 1: the token in the clear, no family, never used.
      const [record] = earlier.sandbox.state.data.refreshTokens;
      if (!record) throw new Error('no refresh token stored');
      writeVersion1File(dataFile, earlier.sandbox.state.dump(), {
        tokens: [{ token: first.refreshToken, userId: record.userId, expiresAtUtc: inAMonth() }],
      });
      const { sandbox, refresh, renew } = sessions({ dataFile });
      const second = await renew(first);
      expect((await refresh(first)).status).toBe(401);
      expect((await refresh(second)).status).toBe(401);
      await sandbox.state.flush();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('keeps a bounded number of used tokens per session', async () => {
    const { sandbox, renew } = sessions();
    let pair = await sandbox.login();
    for (let i = 0; i < 40; i += 1) pair = await renew(pair);
    expect(sandbox.state.data.refreshTokens.length).toBeLessThanOrEqual(21);
    expect((await renew(pair)).refreshToken).toBeTruthy();
  });
});

describe('logout', () => {
  it('ends that session only: its refresh token is refused, another sign-in goes on', async () => {
    const { sandbox, refresh, renew, logout } = sessions();
    const ended = await renew(await sandbox.login());
    const other = await sandbox.login();
    const reply = await logout({ refreshToken: ended.refreshToken });
    expect(reply.status).toBe(204);
    expect(reply.body).toBe('');
    expect((await refresh(ended)).status).toBe(401);
    expect((await refresh(other)).status).toBe(200);
  });

  it.each([
    ['an unknown token', { refreshToken: 'garbage' }],
    ['a token already revoked', 'revoked'],
  ])('answers 204 for %s, without a Bearer token', async (_case, body) => {
    const { sandbox, logout } = sessions();
    const { refreshToken } = await sandbox.login();
    await logout({ refreshToken });
    const reply = await logout(body === 'revoked' ? { refreshToken } : body);
    expect(reply.status).toBe(204);
  });

  it.each([{}, { refreshToken: '' }, { refreshToken: 5 }])(
    'answers 400 for the body %j',
    async (body) => {
      expect((await sessions().logout(body)).status).toBe(400);
    },
  );
});

describe('a password change', () => {
  it('by the users themselves keeps the session they made it from and ends their others', async () => {
    const { sandbox, refresh, renew } = sessions();
    const here = await renew(await sandbox.login());
    const elsewhere = await sandbox.login();
    const changed = await withNewPassword(sandbox.as(here.token), 1, { oldPassword: 'admin123' });
    expect(changed.status).toBe(200);
    expect((await refresh(here)).status).toBe(200);
    expect((await refresh(elsewhere)).status).toBe(401);
  });

  it('by an admin for another user ends every session of that user, not the admin’s', async () => {
    const { sandbox, refresh } = sessions();
    const admin = await sandbox.login();
    const customer = sandbox.state.data.users.find((user) => user.userName === 'customer');
    if (!customer) throw new Error('the seed has no customer');
    const [first, second] = [
      await sandbox.login('customer', 'customer123'),
      await sandbox.login('customer', 'customer123'),
    ];
    expect((await withNewPassword(sandbox.as(admin.token), customer.id)).status).toBe(200);
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(second)).status).toBe(401);
    expect((await refresh(admin)).status).toBe(200);
  });

  it('leaves sessions alone when the save has no new password', async () => {
    const { sandbox, refresh } = sessions();
    const admin = await sandbox.login();
    const customer = await sandbox.login('customer', 'customer123');
    const id = sandbox.state.data.users.find((user) => user.userName === 'customer')?.id ?? 0;
    expect((await withNewPassword(sandbox.as(admin.token), id, { newPassword: '' })).status).toBe(
      200,
    );
    expect((await refresh(customer)).status).toBe(200);
  });
});

describe('a disabled user', () => {
  it('cannot refresh, and the token works again once the account is enabled', async () => {
    const { sandbox, refresh } = sessions();
    const pair = await sandbox.login('customer', 'customer123');
    const customer = sandbox.state.data.users.find((user) => user.userName === 'customer');
    if (!customer) throw new Error('the seed has no customer');
    customer.isEnabled = false;
    expect((await refresh(pair)).status).toBe(401);
    // Refusing changed nothing: the session was not ended, only refused while disabled.
    customer.isEnabled = true;
    expect((await refresh(pair)).status).toBe(200);
  });
});
