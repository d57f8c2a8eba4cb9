import { createApi } from '@shop/api-client';
import { createSessionStore } from '@shop/api-client/session';
import { env, envReady } from '../config/env';

/**
 * The app's one session store and API client; the client may exist before /config.json arrives
 * (sign-in does not wait), so each call waits for the config's origin.
 */
export const session = createSessionStore(window.localStorage);
export const api = createApi({
  baseUrl: () => envReady().then(() => env.apiBaseUrl),
  session,
});
export const client = api.client;
