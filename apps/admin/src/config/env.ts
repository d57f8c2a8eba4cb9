import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

// Read from /config.json at start so one build serves every environment; the VITE_ variables
// are `pnpm dev` defaults that a production build never bakes in.
export const env: RuntimeConfig = {
  apiBaseUrl: (import.meta.env.DEV && import.meta.env.VITE_API_BASE_URL) || '',
  yandexMapsApiKey: (import.meta.env.DEV && import.meta.env.VITE_YANDEX_MAPS_API_KEY) || '',
};

// Settled until main.tsx starts the load, so code that runs without it (tests) never waits.
let ready = Promise.resolve();

// The sign-in page does not wait for it (only the API client reads `env` there, and waits per
// call); the admin does. index.html preloads the file.
export const loadEnv = () =>
  (ready = loadRuntimeConfig(env).then((config) => void Object.assign(env, config)));

export const envReady = () => ready;
