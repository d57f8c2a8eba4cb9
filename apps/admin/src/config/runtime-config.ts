/** What a deployment sets per environment in /config.json (deploy/README.md). */
export type RuntimeConfig = {
  /** The API origin (or a path prefix); empty = the page's own origin. */
  apiBaseUrl: string;
  /** Yandex Maps JS API key; empty = no map, the picker offers coordinate inputs. */
  yandexMapsApiKey: string;
};

type Fetcher = (url: string) => Promise<Response>;

/** A missing or malformed file or value gives the default: the app must start regardless. */
export async function loadRuntimeConfig(
  defaults: RuntimeConfig,
  fetcher: Fetcher = (url) => fetch(url),
): Promise<RuntimeConfig> {
  let data: Partial<Record<keyof RuntimeConfig, unknown>> | null = null;
  try {
    const response = await fetcher('/config.json');
    if (response.ok) data = (await response.json()) as typeof data;
  } catch {
    // Offline or not JSON: the defaults below.
  }
  const read = (key: keyof RuntimeConfig) => {
    const value = data?.[key];
    return typeof value === 'string' && value ? value : defaults[key];
  };
  return { apiBaseUrl: read('apiBaseUrl'), yandexMapsApiKey: read('yandexMapsApiKey') };
}
