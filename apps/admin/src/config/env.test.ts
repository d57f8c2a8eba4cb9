import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, envReady, loadEnv } from './env';

// The env object is shared by every module (and every logic test file in this worker).
const initial = { ...env };
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(env, initial);
});

describe('env', () => {
  it('is filled in place from /config.json, so modules that hold it see the values', async () => {
    const held = env;
    const fetch = vi.fn(async () =>
      Response.json({ apiBaseUrl: 'https://api.example.ru', yandexMapsApiKey: 'key-1' }),
    );
    vi.stubGlobal('fetch', fetch);
    await loadEnv();
    expect(fetch).toHaveBeenCalledWith('/config.json');
    expect(held).toEqual({ apiBaseUrl: 'https://api.example.ru', yandexMapsApiKey: 'key-1' });
  });

  it('is ready only once the file has been read, however long that takes', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    void loadEnv();
    let isReady = false;
    void envReady().then(() => (isReady = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isReady).toBe(false);

    answer(Response.json({ apiBaseUrl: 'https://api.example.ru' }));
    await envReady();
    expect(env.apiBaseUrl).toBe('https://api.example.ru');
  });
});
