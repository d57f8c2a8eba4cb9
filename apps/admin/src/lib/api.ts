import { createApi } from '@shop/api-client';
import { createSessionStore } from '@shop/api-client/session';
import { env } from '../config/env';

/** The app's one session store (localStorage) and one API client built on it. */
export const session = createSessionStore(window.localStorage);
export const api = createApi({ baseUrl: env.apiBaseUrl, session });
export const client = api.client;
