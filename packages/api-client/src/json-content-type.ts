import type { Middleware } from 'openapi-fetch';

/**
 * Every call declares a JSON body type except multipart uploads, also when it sends no body
 * (a bodyless POST or DELETE): some servers route or validate by Content-Type. openapi-fetch
 * sets it only when there is a body, and a FormData body already carries its multipart type.
 */
export const jsonContentType: Middleware = {
  onRequest({ request }) {
    if (!request.headers.has('Content-Type')) {
      request.headers.set('Content-Type', 'application/json');
    }
    return request;
  },
};
