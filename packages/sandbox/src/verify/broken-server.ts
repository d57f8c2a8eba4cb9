// Breaks one contract rule in front of the sandbox, to prove each verify check can fail.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export type Forward = (request: Request) => Promise<Response>;

export type Rule = (request: Request, forward: Forward) => Promise<Response>;

export type BrokenServer = { url: string; close(): Promise<void> };

export async function brokenServer(target: string, rule: Rule): Promise<BrokenServer> {
  const forward: Forward = async (request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : await request.arrayBuffer();
    const headers = new Headers(request.headers);
    headers.delete('host');
    headers.delete('content-length');
    const answer = await fetch(`${target}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: body && body.byteLength > 0 ? body : undefined,
    });
    // The body is read whole, so the length and encoding headers of the sandbox no longer apply.
    const out = new Headers(answer.headers);
    out.delete('content-length');
    out.delete('content-encoding');
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : await answer.arrayBuffer(), {
      status: answer.status,
      headers: out,
    });
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      { fetch: (request) => rule(request, forward), port: 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
