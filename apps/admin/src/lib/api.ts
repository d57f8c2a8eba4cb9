import { createApi } from '@shop/api-client';
import { createSessionStore } from '@shop/api-client/session';
import { env, envReady } from '../config/env';

/**
 * The app's one session store (localStorage) and one API client built on it. The client may be
 * made before /config.json has arrived (the sign-in page does not wait for it), so each call
 * waits for the config and reads the origin then.
 */
export const session = createSessionStore(window.localStorage);
export const api = createApi({
  baseUrl: () => envReady().then(() => env.apiBaseUrl),
  session,
});
export const client = api.client;
