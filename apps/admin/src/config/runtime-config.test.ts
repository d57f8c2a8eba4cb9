import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

const defaults: RuntimeConfig = { apiBaseUrl: '', yandexMapsApiKey: '' };

/** A server that answers /config.json with this body and status (a real Response). */
const serving = (body: string, status = 200) =>
  vi.fn(async (url: string) => {
    expect(url).toBe('/config.json');
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });

describe('loadRuntimeConfig', () => {
  it('reads the API origin and the map key from /config.json', async () => {
    const fetcher = serving(
      JSON.stringify({ apiBaseUrl: 'https://api.example.ru', yandexMapsApiKey: 'key-1' }),
    );
    await expect(loadRuntimeConfig(defaults, fetcher)).resolves.toEqual({
      apiBaseUrl: 'https://api.example.ru',
      yandexMapsApiKey: 'key-1',
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps the default of each value the file leaves out, empties or mistypes', async () => {
    const fallback = { apiBaseUrl: '/dev-api', yandexMapsApiKey: 'dev-key' };
    await expect(
      loadRuntimeConfig(fallback, serving(JSON.stringify({ apiBaseUrl: '/backend' }))),
    ).resolves.toEqual({ apiBaseUrl: '/backend', yandexMapsApiKey: 'dev-key' });
    await expect(
      loadRuntimeConfig(
        fallback,
        serving(JSON.stringify({ apiBaseUrl: 42, yandexMapsApiKey: '' })),
      ),
    ).resolves.toEqual(fallback);
  });

  it.each([
    ['a missing file (404)', serving('<h1>Not Found</h1>', 404)],
    ['a server error', serving('{"apiBaseUrl":"https://wrong.example"}', 500)],
    ['a file that is not JSON', serving('<!doctype html><title>app</title>')],
    ['JSON that is not an object', serving('["https://api.example.ru"]')],
    ['JSON null', serving('null')],
    ['an unreachable server', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('falls back to the defaults on %s', async (_case, fetcher) => {
    const fallback = { apiBaseUrl: '', yandexMapsApiKey: 'dev-key' };
    await expect(loadRuntimeConfig(fallback, fetcher)).resolves.toEqual(fallback);
  });
});
