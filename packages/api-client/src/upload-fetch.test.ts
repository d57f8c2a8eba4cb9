import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './api-error';
import { createApi } from './client';
import { adminToken, json, signedInSession } from './test/fakes';
import { unwrap } from './unwrap';

const BASE = 'http://api.test';
const stored = { id: 7, path: '/media/x.svg', originalName: 'x.svg', order: 1 };

type Progress = { lengthComputable: boolean; loaded: number; total: number };

/** An XMLHttpRequest stand-in (Node has none): records what is sent, answers on demand. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: Blob | null = null;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  upload: { onprogress: ((event: Progress) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private answerHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: Blob | null) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.answerHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = new Blob([JSON.stringify(body)]);
    this.answerHeaders = 'content-type: application/json\r\nx-trace: 1\r\n';
    this.onload?.();
  }
}

const nextSent = async (count: number) => {
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  const xhr = FakeXhr.sent[count - 1];
  if (!xhr) throw new Error('nothing sent');
  return xhr;
};

const file = () => new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });

function upload(api: ReturnType<typeof createApi>, onProgress = vi.fn()) {
  return unwrap(
    api.client.POST('/api/admin/catalog/image/save', {
      body: { file: file(), order: 2 },
      ...api.upload(onProgress),
    }),
  );
}

describe('uploads through the client with progress', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the multipart body with the Bearer token and reports how much was sent', async () => {
    const token = adminToken('1');
    const api = createApi({ baseUrl: BASE, session: signedInSession(token) });
    const onProgress = vi.fn();
    const result = upload(api, onProgress);

    const xhr = await nextSent(1);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/api/admin/catalog/image/save`);
    expect(xhr.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(xhr.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = (await xhr.body?.text()) ?? '';
    expect(body).toContain('name="order"\r\n\r\n2\r\n');
    expect(body).toContain('filename="x.svg"');

    xhr.progress(0, 200);
    xhr.progress(100, 200);
    xhr.progress(200, 200);
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 50, 100]);
    xhr.answer(200, stored);
    expect(await result).toEqual(stored);
  });

  it('refreshes on a 401 and sends the upload again with the new token', async () => {
    const fresh = adminToken('1', 4102444801);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { token: fresh, refreshToken: 'refresh-2' })),
    );
    const api = createApi({ baseUrl: BASE, session: signedInSession(adminToken('1')) });
    const result = upload(api);

    (await nextSent(1)).answer(401, { message: 'Требуется авторизация' });
    const retry = await nextSent(2);
    expect(retry.headers.get('authorization')).toBe(`Bearer ${fresh}`);
    expect(await retry.body?.text()).toContain('filename="x.svg"');
    retry.answer(200, stored);
    expect(await result).toEqual(stored);
  });

  it('fails like fetch when the connection is lost', async () => {
    const api = createApi({ baseUrl: BASE, session: signedInSession() });
    const result = upload(api);
    (await nextSent(1)).onerror?.();
    const error: unknown = await result.catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('network');
  });

  it('reads a server error like any other call', async () => {
    const api = createApi({ baseUrl: BASE, session: signedInSession() });
    const result = upload(api);
    (await nextSent(1)).answer(500, { message: 'Внутренняя ошибка сервера' });
    const error: unknown = await result.catch((caught: unknown) => caught);
    expect(isApiError(error) && error.message).toBe('Внутренняя ошибка сервера');
  });

  it('uses a configured fetch (a test server) instead', async () => {
    const fetch = vi.fn(async () => json(200, stored));
    const api = createApi({ baseUrl: BASE, session: signedInSession(), fetch });
    expect(await upload(api)).toEqual(stored);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
