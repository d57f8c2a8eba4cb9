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

// Settled until main.tsx starts the load, so code that runs without it (tests) never waits.
let ready = Promise.resolve();

/**
 * Fills `env` from /config.json. main.tsx starts it alongside the first screen's module and does
 * not wait for it before the sign-in page: nothing there reads `env` but the API client, whose
 * calls wait for `envReady()`. The admin itself (src/app/root.tsx) starts only once it is done.
 * index.html preloads the file, so the wait is usually over before it matters.
 */
export const loadEnv = () =>
  (ready = loadRuntimeConfig(env).then((config) => void Object.assign(env, config)));

/** Settles once `env` holds the deployment's values (at once when nothing is loading them). */
export const envReady = () => ready;
