import { decodeJwt, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zTokenPair } from '@shop/api-client/schemas';
import { decodeSessionUser } from '@shop/api-client/session';
import { MS_ROLE_CLAIM } from './auth/tokens';
import { createTestSandbox, TEST_SECRET } from './test/harness';

const ORDERS = '/api/admin/orders';

function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

function signedWith(secret: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in', () => {
  it('signs the admin in with a token the admin app reads as an Admin session', async () => {
    const sandbox = createTestSandbox({ ttl: 600 });
    const before = Math.floor(Date.now() / 1000);
    const pair = await sandbox.login('admin', 'admin123');
    const claims = decodeJwt(pair.token);
    expect(claims).toMatchObject({
      sub: '1',
      nameid: '1',
      unique_name: 'admin',
      name: 'admin',
      role: 'Admin',
      [MS_ROLE_CLAIM]: 'Admin',
    });
    expect(claims.exp).toBeGreaterThanOrEqual(before + 600);
    expect(claims.exp).toBeLessThanOrEqual(before + 601);
    expect(decodeSessionUser(pair.token)).toMatchObject({
      id: '1',
      role: 'Admin',
      userName: 'admin',
    });
    expect(pair.refreshToken.length).toBeGreaterThanOrEqual(32);
    expect((await sandbox.as(pair.token).get(ORDERS)).status).toBe(200);
  });

  it('answers a wrong password or an unknown user with 401 and a Russian message', async () => {
    const sandbox = createTestSandbox();
    for (const body of [
      { userName: 'admin', password: 'wrong' },
      { userName: 'nobody', password: 'admin123' },
    ]) {
      const reply = await sandbox.send('POST', '/api/user/login', undefined, body);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Неверный логин или пароль' });
    }
  });

  it('answers a login body without a password with 400 naming the field', async () => {
    const sandbox = createTestSandbox();
    const reply = await sandbox.send('POST', '/api/user/login', undefined, { userName: 'admin' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: { password: ['Поле обязательно для заполнения'] } });
  });

  it('refuses a disabled user', async () => {
    const sandbox = createTestSandbox();
    const customer = sandbox.state.data.users.find((user) => user.userName === 'customer');
    if (!customer) throw new Error('the seed has no customer');
    customer.isEnabled = false;
    const reply = await sandbox.send('POST', '/api/user/login', undefined, {
      userName: 'customer',
      password: 'customer123',
    });
    expect(reply.status).toBe(401);
  });
});

describe('the Bearer token', () => {
  it.each([
    ['missing', undefined],
    ['not a JWT', 'garbage'],
  ])('is refused with 401 when %s', async (_case, token) => {
    const sandbox = createTestSandbox();
    const reply = await sandbox.send('GET', ORDERS, token);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Требуется авторизация' });
  });

  it('refuses an unsigned (alg none) token with valid-looking claims', async () => {
    const sandbox = createTestSandbox();
    const token = unsignedToken({ sub: '1', role: 'Admin', unique_name: 'admin', exp: 4102444800 });
    expect((await sandbox.send('GET', ORDERS, token)).status).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const sandbox = createTestSandbox();
    const forged = await signedWith('someone-elses-secret-of-enough-length-1234', {
      role: 'Admin',
    });
    expect((await sandbox.send('GET', ORDERS, forged)).status).toBe(401);
    const genuine = await signedWith(TEST_SECRET, { role: 'Admin' });
    expect((await sandbox.send('GET', ORDERS, genuine)).status).toBe(200);
  });

  it('refuses a token once it has expired (ttl 1 s)', async () => {
    const sandbox = createTestSandbox({ ttl: 1 });
    const { token } = await sandbox.login();
    expect((await sandbox.send('GET', ORDERS, token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2_000);
    expect((await sandbox.send('GET', ORDERS, token)).status).toBe(401);
  });

  it('refuses the token of a user deleted meanwhile', async () => {
    const sandbox = createTestSandbox();
    const { token } = await sandbox.login('customer', 'customer123');
    const admin = await sandbox.admin();
    const id = sandbox.state.data.users.find((user) => user.userName === 'customer')?.id;
    expect((await admin.delete(`/api/admin/user/manager/${id}`)).status).toBe(204);
    expect((await sandbox.send('GET', ORDERS, token)).status).toBe(401);
  });

  it('gives a Customer 403 on the admin API and on file downloads', async () => {
    const sandbox = createTestSandbox();
    const { token } = await sandbox.login('customer', 'customer123');
    expect(decodeJwt(token).role).toBe('Customer');
    const customer = sandbox.as(token);
    const file = sandbox.state.data.files[0]?.id;
    for (const reply of [
      await customer.get(ORDERS),
      await customer.post('/api/admin/catalog/iiko/sync'),
      await customer.get(`/api/file/${file}`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ message: 'Недостаточно прав' });
    }
  });
});

describe('refresh-token', () => {
  it('rotates: a refresh token works once, with an expired access token of its own user, and its reuse ends the family', async () => {
    const sandbox = createTestSandbox({ ttl: 1 });
    const first = await sandbox.login();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    expect((await sandbox.send('GET', ORDERS, first.token)).status).toBe(401);

    const refresh = (pair: { token: string; refreshToken: string }) =>
      sandbox.send('POST', '/api/user/refresh-token', undefined, {
        accessToken: pair.token,
        refreshToken: pair.refreshToken,
      });
    const renewed = await refresh(first);
    expect(renewed.status).toBe(200);
    const second = zTokenPair.parse(renewed.body);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.token)).toMatchObject({ sub: '1', role: 'Admin' });
    expect((await sandbox.send('GET', ORDERS, second.token)).status).toBe(200);

    // A second use means the token was copied: the whole family ends, the newer token too.
    const reused = await refresh(first);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ message: 'Сессия истекла, войдите снова' });
    expect((await refresh(second)).status).toBe(401);
  });

  it('refuses a refresh token presented with another user’s access token', async () => {
    const sandbox = createTestSandbox();
    const admin = await sandbox.login();
    const customer = await sandbox.login('customer', 'customer123');
    const reply = await sandbox.send('POST', '/api/user/refresh-token', undefined, {
      accessToken: customer.token,
      refreshToken: admin.refreshToken,
    });
    expect(reply.status).toBe(401);
  });

  it('refuses a forged or unsigned access token even with a valid refresh token', async () => {
    const sandbox = createTestSandbox();
    const pair = await sandbox.login();
    for (const accessToken of [
      await signedWith('someone-elses-secret-of-enough-length-1234', { role: 'Admin' }),
      unsignedToken({ sub: '1', role: 'Admin', exp: 4102444800 }),
    ]) {
      const reply = await sandbox.send('POST', '/api/user/refresh-token', undefined, {
        accessToken,
        refreshToken: pair.refreshToken,
      });
      expect(reply.status).toBe(401);
    }
  });
});
