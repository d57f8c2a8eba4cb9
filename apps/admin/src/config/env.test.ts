import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, loadEnv } from './env';

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
});
