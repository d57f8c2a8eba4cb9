// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadYmapsScript, ymapsSrc } from './load-ymaps';
import type { YmapsApi } from './ymaps-types';

function fakeYmaps(ready: YmapsApi['ready'] = (onReady) => onReady()): YmapsApi {
  return {
    ready,
    Map: vi.fn(),
    Placemark: vi.fn(),
  };
}

const addedScript = () => {
  const script = document.head.querySelector('script');
  if (!script) throw new Error('no script was added');
  return script;
};

describe('ymapsSrc', () => {
  it('builds the API 2.1 URL in Russian with the key', () => {
    expect(ymapsSrc(undefined, 'abc-123')).toBe(
      'https://api-maps.yandex.ru/2.1/?lang=ru_RU&apikey=abc-123&csp=true',
    );
  });

  it('has nothing to load without a key', () => {
    expect(ymapsSrc(undefined, '')).toBeNull();
  });

  it('prefers the override (tests serve a fake ymaps)', () => {
    expect(ymapsSrc('/e2e/fake-ymaps.js', '')).toBe('/e2e/fake-ymaps.js');
    expect(ymapsSrc('/e2e/fake-ymaps.js', 'abc')).toBe('/e2e/fake-ymaps.js');
  });
});

describe('loadYmapsScript', () => {
  let ymaps: YmapsApi | undefined;
  const load = (src: string | null = 'https://maps.example/2.1/', timeoutMs = 1000) =>
    loadYmapsScript({ src, timeoutMs, document, getYmaps: () => ymaps });

  beforeEach(() => {
    ymaps = undefined;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds the script once and resolves with ymaps when it is ready', async () => {
    const promise = load();
    const script = addedScript();
    expect(script.src).toBe('https://maps.example/2.1/');
    expect(script.async).toBe(true);
    ymaps = fakeYmaps();
    script.dispatchEvent(new Event('load'));
    await expect(promise).resolves.toBe(ymaps);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('uses a ymaps that is already on the page without adding a script', async () => {
    ymaps = fakeYmaps();
    await expect(load()).resolves.toBe(ymaps);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('fails at once without a URL (no key configured)', async () => {
    await expect(load(null)).rejects.toThrow('no API key');
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('fails when the script cannot load (offline, blocked)', async () => {
    const promise = load();
    addedScript().dispatchEvent(new Event('error'));
    await expect(promise).rejects.toThrow('did not load');
  });

  it('fails when the script defines no ymaps', async () => {
    const promise = load();
    addedScript().dispatchEvent(new Event('load'));
    await expect(promise).rejects.toThrow('no ymaps');
  });

  it('fails when ymaps.ready reports an error (e.g. an invalid key)', async () => {
    const promise = load();
    ymaps = fakeYmaps((_onReady, onError) => onError?.(new Error('invalid key')));
    addedScript().dispatchEvent(new Event('load'));
    await expect(promise).rejects.toThrow('ready failed');
  });

  it('gives up after the timeout, and a late load changes nothing', async () => {
    const promise = load('https://maps.example/2.1/', 5000);
    const rejection = expect(promise).rejects.toThrow('timed out');
    vi.advanceTimersByTime(5000);
    await rejection;
    ymaps = fakeYmaps();
    addedScript().dispatchEvent(new Event('load'));
    await expect(promise).rejects.toThrow('timed out');
  });

  it('also times out while waiting for ready', async () => {
    const promise = load('https://maps.example/2.1/', 5000);
    ymaps = fakeYmaps(() => undefined);
    addedScript().dispatchEvent(new Event('load'));
    const rejection = expect(promise).rejects.toThrow('timed out');
    vi.advanceTimersByTime(5000);
    await rejection;
  });
});
