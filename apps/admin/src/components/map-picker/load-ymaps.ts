import { env } from '../../config/env';
import type { YmapsApi } from './ymaps-types';

/** Yandex Maps JS API 2.1 in Russian (see docs/product-rules.md#maps). */
const YMAPS_BASE_URL = 'https://api-maps.yandex.ru/2.1/';
/** How long the script (and its `ready`) may take before the picker falls back to inputs. */
const YMAPS_TIMEOUT_MS = 10_000;

/** A test's `window.__YMAPS_SRC__`, else the API with the key; null without a key (refused). */
export function ymapsSrc(override: string | undefined, apiKey: string): string | null {
  if (override) return override;
  if (!apiKey) return null;
  // csp=true makes the API add its styles as blob: stylesheets instead of inline <style>,
  // which the production Content-Security-Policy (deploy/nginx) does not allow.
  const query = new URLSearchParams({ lang: 'ru_RU', apikey: apiKey, csp: 'true' });
  return `${YMAPS_BASE_URL}?${query.toString()}`;
}

export type LoadScriptOptions = {
  src: string | null;
  timeoutMs: number;
  document: Document;
  getYmaps: () => YmapsApi | undefined;
};

/** Adds the script and waits for `ymaps.ready`; rejects on failure, no `ymaps`, or timeout. */
export function loadYmapsScript({
  src,
  timeoutMs,
  document,
  getYmaps,
}: LoadScriptOptions): Promise<YmapsApi> {
  return new Promise((resolve, reject) => {
    const existing = getYmaps();
    if (existing) {
      existing.ready(() => resolve(existing), reject);
      return;
    }
    if (!src) {
      reject(new Error('Yandex Maps: no API key configured'));
      return;
    }
    let isSettled = false;
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      finish();
    };
    const fail = (reason: string) => settle(() => reject(new Error(`Yandex Maps: ${reason}`)));
    const timer = setTimeout(() => fail('timed out'), timeoutMs);

    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = () => fail('the script did not load');
    script.onload = () => {
      const ymaps = getYmaps();
      if (!ymaps) {
        fail('the script defined no ymaps');
        return;
      }
      ymaps.ready(
        () => settle(() => resolve(ymaps)),
        () => fail('ymaps.ready failed'),
      );
    };
    document.head.append(script);
  });
}

// One load per page: every picker shares it, and a failure is not retried on each screen.
let pending: Promise<YmapsApi> | undefined;

export function loadYmaps(): Promise<YmapsApi> {
  pending ??= loadYmapsScript({
    src: ymapsSrc(window.__YMAPS_SRC__, env.yandexMapsApiKey),
    timeoutMs: YMAPS_TIMEOUT_MS,
    document,
    getYmaps: () => window.ymaps,
  });
  return pending;
}
