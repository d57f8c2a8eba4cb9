/// <reference types="vite/client" />

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Vite's env typing merges interfaces.
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_YANDEX_MAPS_API_KEY?: string;
}
