// Locked down by default: a reset only from the sandbox's own pages or tools, only the
// sandbox's own host names served (DNS rebinding), tokens that expire, signed with a secret of
// this data file rather than one printed in the source.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { allowedHostsFrom } from './http/host-check';
import { startSandbox } from './index';
import { SandboxState } from './state';
import { createTestSandbox, TEST_SECRET } from './test/harness';

const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('POST /__sandbox/reset', () => {
  it.each([
    ['a JSON POST without Origin (a tool)', JSON_TYPE, 204],
    [
      'a JSON POST from the admin on localhost',
      { ...JSON_TYPE, Origin: 'http://localhost:5173' },
      204,
    ],
    ['a text/plain POST (a cross-origin form)', { 'Content-Type': 'text/plain' }, 415],
    ['a POST without a body type', {}, 415],
    ['a JSON POST from a foreign page', { ...JSON_TYPE, Origin: 'https://evil.example' }, 403],
    ['a JSON POST from an opaque origin', { ...JSON_TYPE, Origin: 'null' }, 403],
  ])('answers %s with %i', async (_case, headers: Record<string, string>, status) => {
    const sandbox = createTestSandbox();
    sandbox.state.data.cities = [];
    const response = await sandbox.app.request('/__sandbox/reset', {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(response.status).toBe(status);
    // Only an accepted reset brings the seeded cities back.
    expect(sandbox.state.data.cities.length > 0).toBe(status === 204);
  });
});

describe('the Host header', () => {
  const app = createApp(new SandboxState(), {
    secret: TEST_SECRET,
    accessTokenTtlSeconds: 900,
    allowedHosts: allowedHostsFrom('demo.lan, Class-Room:8080', '127.0.0.1'),
  });
  it.each([
    ['localhost:5173', 200],
    ['127.0.0.1:4010', 200],
    ['[::1]:4012', 200],
    ['demo.lan:4012', 200],
    ['class-room', 200],
    ['evil.example', 421],
    ['127.0.0.1.evil.example:4012', 421],
  ])('%s → %i', async (host, status) => {
    const response = await app.request('/__sandbox/health', { headers: { Host: host } });
    expect(response.status).toBe(status);
  });

  it('lets a training room reach the machine by its own addresses on 0.0.0.0, no other name', () => {
    const allowed = allowedHostsFrom(undefined, '0.0.0.0');
    expect(allowed.has('127.0.0.1')).toBe(true);
    expect(allowed.has('0.0.0.0')).toBe(false);
    expect(allowed.has('evil.example')).toBe(false);
  });
});

describe('access tokens', () => {
  it('refuses a token without exp, also for a refresh', async () => {
    const sandbox = createTestSandbox();
    const forever = await new SignJWT({ role: 'Admin', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await sandbox.as(forever).get('/api/admin/city/list')).status).toBe(401);
    const { refreshToken } = await sandbox.login();
    const refresh = await sandbox.anonymous.post('/api/user/refresh-token', {
      accessToken: forever,
      refreshToken,
    });
    expect(refresh.status).toBe(401);
  });

  it('are signed with a random secret, not one written in the source', async () => {
    const sandbox = await startSandbox({ port: 0, quiet: true });
    try {
      const known = await new SignJWT({ role: 'Admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('shop-sandbox-development-secret-not-for-production'));
      const response = await fetch(`${sandbox.url}/api/admin/city/list`, {
        headers: { Authorization: `Bearer ${known}` },
      });
      expect(response.status).toBe(401);
    } finally {
      await sandbox.stop();
    }
  });
});
