// The sandbox's limits answer RFC 9457 problem details: bodies past their size (413), files the
// admin would refuse (415), and a name guessed at too often (429).
import { describe, expect, it } from 'vitest';
import { createTestSandbox, form, PNG } from './test/harness';

const MB = 1024 * 1024;
const json = (bytes: number) => JSON.stringify({ userName: 'admin', password: 'x'.repeat(bytes) });

async function problemOf(response: Response) {
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  return (await response.json()) as { status: number; title: string };
}

describe('body limits', () => {
  const sandbox = createTestSandbox();
  const post = async (path: string, body: string | FormData) => {
    const headers = new Headers({ Authorization: `Bearer ${(await sandbox.login()).token}` });
    // A form sets its own multipart type with the boundary.
    if (typeof body === 'string') headers.set('Content-Type', 'application/json');
    return sandbox.app.request(path, { method: 'POST', headers, body });
  };

  it.each([
    ['a 2 MB save body', '/api/admin/city', json(2 * MB), 413],
    ['a 20 kB sign-in body', '/api/user/login', json(20 * 1024), 413],
    ['a 20 kB refresh body', '/api/user/refresh-token', json(20 * 1024), 413],
    [
      'an 11 MB upload',
      '/api/admin/news/image/save',
      form({ file: new File([PNG, new Uint8Array(11 * MB)], 'big.png') }),
      413,
    ],
    [
      'a text file as an image',
      '/api/admin/news/image/save',
      form({ file: new File(['plain text'], 'a.png', { type: 'image/png' }) }),
      415,
    ],
  ])('refuses %s', async (_case, path, body, status) => {
    const response = await post(path, body);
    expect(response.status).toBe(status);
    const problem = await problemOf(response);
    expect(problem).toMatchObject({ status, title: expect.stringMatching(/[а-я]/) });
  });

  it('stops reading a 50 MB body without Content-Length after the first megabyte', async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const { token } = await sandbox.login();
    const response = await sandbox.app.request('/api/admin/city', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(2 * MB);
  });
});

describe('uploaded files as served', () => {
  it('serve an SVG with its type, nosniff, a sandbox CSP and a long immutable cache', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const reply = await api.post(
      '/api/admin/promotion/image/save',
      form({ file: new File([svg], 'evil.svg', { type: 'image/svg+xml' }) }),
    );
    const { url } = reply.body as { url: string };
    const served = await sandbox.app.request(url);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/svg+xml',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(await served.text()).toBe(svg);
  });
});

describe('failed sign-ins', () => {
  it('refuses the 11th within a minute with 429 and Retry-After, for that name only', async () => {
    const sandbox = createTestSandbox();
    const attempt = (userName: string, password: string) =>
      sandbox.app.request('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName, password }),
      });
    const failed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? 'ADMIN' : 'admin', 'wrong')),
    );
    expect(failed.map((response) => response.status)).toEqual(Array(10).fill(401));
    // Even the right password waits now: the guesser cannot tell it was right.
    const throttled = await attempt('admin', 'admin123');
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await problemOf(throttled)).toMatchObject({ status: 429 });
    expect((await attempt('customer', 'customer123')).status).toBe(200);
  });
});
