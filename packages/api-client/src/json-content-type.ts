import type { Middleware } from 'openapi-fetch';

// Every non-multipart call declares JSON, bodyless ones too (some servers route by Content-Type);
// openapi-fetch sets it only when there is a body.
export const jsonContentType: Middleware = {
  onRequest({ request }) {
    if (!request.headers.has('Content-Type')) {
      request.headers.set('Content-Type', 'application/json');
    }
    return request;
  },
};
