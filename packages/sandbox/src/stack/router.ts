// JSON calls go through Prism's validating proxy, so a contract violation returns Prism's report;
// binary operations, media and the sandbox's own endpoints go straight to the sandbox.
import { Hono, type Context } from 'hono';
import { proxy } from 'hono/proxy';

export type StackTargets = {
  prismUrl: string;
  sandboxUrl: string;
  /** True for the multipart uploads and binary downloads of the contract. */
  isBinary: (method: string, pathname: string) => boolean;
};

function forward(c: Context, target: string) {
  const url = new URL(c.req.url);
  return proxy(`${target}${url.pathname}${url.search}`, {
    raw: c.req.raw,
    // The upstream is addressed by its own host, as any reverse proxy does.
    headers: { ...c.req.header(), host: undefined },
  });
}

export function createStackApp({ prismUrl, sandboxUrl, isBinary }: StackTargets): Hono {
  const app = new Hono();
  app.all('/api/*', (c) => forward(c, isBinary(c.req.method, c.req.path) ? sandboxUrl : prismUrl));
  app.all('/media/*', (c) => forward(c, sandboxUrl));
  app.all('/__sandbox/*', (c) => forward(c, sandboxUrl));
  app.notFound((c) => c.json({ message: 'Адрес не найден' }, 404));
  app.onError((error, c) => {
    console.error('[stack]', error);
    return c.json({ message: 'Сервер API недоступен' }, 502);
  });
  return app;
}
