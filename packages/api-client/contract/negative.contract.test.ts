import { beforeAll, describe, expect, inject, it } from 'vitest';

// Raw requests on purpose: the typed client cannot even express these bad calls.
const { url: baseUrl, credentials } = inject('contract');
const auth: Record<string, string> = {};

// Signed in through the mock's own login, like the operations suite.
beforeAll(async () => {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { token } = (await response.json()) as { token: string };
  auth.Authorization = `Bearer ${token}`;
});

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, body: await response.text() };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...auth, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the mock rejects calls that break the contract', () => {
  it('rejects a body without a required field', async () => {
    const result = await send('/api/admin/catalog/category', json({ isPublished: true }));
    expect(result.status).toBe(422);
    expect(result.body).toContain('name');
  });

  it('rejects an order status outside the enum', async () => {
    const result = await send('/api/admin/orders/1/status/9', { method: 'POST', headers: auth });
    // A bad path parameter is answered with the spec's own 400 ErrorResponse.
    expect(result.status).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ message: expect.any(String) });
  });

  it('rejects a push caption over 150 characters', async () => {
    const result = await send(
      '/api/admin/push',
      json({ sendAll: true, caption: 'я'.repeat(151), text: 'Текст' }),
    );
    expect(result.status).toBe(422);
  });

  it('rejects a sort order below 0', async () => {
    const result = await send('/api/admin/catalog/product/sort', {
      ...json([{ id: 1, name: 'Пицца', isPublished: true, order: -1 }]),
      method: 'PUT',
    });
    expect(result.status).toBe(422);
  });

  it('rejects an id that is not a number', async () => {
    const result = await send('/api/admin/news/abc', { headers: auth });
    expect(result.status).toBe(400);
  });

  it('rejects a call without a Bearer token', async () => {
    const result = await send('/api/admin/orders');
    expect(result.status).toBe(401);
  });

  it('rejects JSON sent to a multipart upload', async () => {
    const result = await send('/api/admin/catalog/image/save', json({ order: 1 }));
    expect([415, 422]).toContain(result.status);
  });

  it('answers a failed login with the ErrorResponse on request', async () => {
    const result = await send('/api/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'code=401' },
      body: JSON.stringify({ userName: 'admin', password: 'неверно' }),
    });
    expect(result.status).toBe(401);
    expect(JSON.parse(result.body)).toMatchObject({ message: expect.any(String) });
  });
});
