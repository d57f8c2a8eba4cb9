// The server a deep link is timed against: the bench build as the deployment serves it. Routing
// requests through Playwright would turn the browser's HTTP cache off, so a new tab would fetch
// every file again, which no user's tab does; this server answers the products itself and
// passes everything else to `vite preview`, giving the build's files the deployment's caching.
import http from 'node:http';
import { productList, productWithModificators } from '../data.mjs';

const EDIT_PATH = /^\/api\/admin\/catalog\/product\/edit\/(\d+)$/;
/** What the nginx recipe sends with the build's hashed files (see e2e/nginx.spec.ts). */
const ASSET_CACHE = 'public, max-age=31536000, immutable';

const sendJson = (response, body) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

/**
 * Starts the server in front of `base` (the preview): `/products` lists 20 products and each
 * has `modificators` modificators. Resolves with its address and `close`.
 */
export function startDeepLinkServer(base, modificators) {
  const upstream = new URL(base);
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, base);
    const edit = EDIT_PATH.exec(pathname);
    if (request.method === 'GET' && pathname === '/api/admin/catalog/product/list') {
      return sendJson(response, productList(20));
    }
    if (request.method === 'GET' && edit) {
      return sendJson(response, productWithModificators(Number(edit[1]), modificators));
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (pathname.startsWith('/assets/') && answer.statusCode === 200) {
          headers['cache-control'] = ASSET_CACHE;
          delete headers.etag;
          delete headers['last-modified'];
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.close(done);
            // The browser keeps its connections open: end them, or close waits for their timeout.
            server.closeAllConnections();
          }),
      }),
    );
  });
}
