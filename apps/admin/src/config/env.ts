import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

/**
 * The deployment's configuration, read from /config.json at start rather than built in, so one
 * build serves every environment. The VITE_ variables are defaults for `pnpm dev` only: a
 * production build never bakes them in.
 */
export const env: RuntimeConfig = {
  apiBaseUrl: (import.meta.env.DEV && import.meta.env.VITE_API_BASE_URL) || '',
  yandexMapsApiKey: (import.meta.env.DEV && import.meta.env.VITE_YANDEX_MAPS_API_KEY) || '',
};

/**
 * Fills `env` from /config.json. main.tsx awaits it before it loads any module that reads `env`
 * (the API client, media URLs, the map: all behind the entry's dynamic imports). index.html
 * preloads the file, so the wait is usually over before the sign-in page's code has arrived.
 */
export const loadEnv = async () => void Object.assign(env, await loadRuntimeConfig(env));
