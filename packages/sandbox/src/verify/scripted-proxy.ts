// Plays a misbehaving server: answers, holds or rewrites the sandbox's calls, noting each one.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxiedCall = { method: string; path: string; body: string };

export type ProxyScript = {
  /** An answer of its own, 'hold' to keep the call waiting until close, or undefined to forward. */
  answer?: (call: ProxiedCall) => Response | 'hold' | undefined;
  /** The JSON answer to send instead of the sandbox's, or undefined to send it unchanged. */
  rewrite?: (call: ProxiedCall, answer: unknown) => unknown;
};

export type ScriptedProxy = { url: string; calls: ProxiedCall[]; close(): Promise<void> };

async function send(response: ServerResponse, answer: Response) {
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
}

export async function scriptedProxy(target: string, script: ProxyScript): Promise<ScriptedProxy> {
  const calls: ProxiedCall[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', target);
    const call = { method: request.method ?? 'GET', path: url.pathname, body: body.toString() };
    calls.push(call);
    const own = script.answer?.(call);
    if (own === 'hold') return;
    if (own) return send(response, own);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
        headers.set(name, value);
      }
    }
    const answer = await fetch(url, {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const isJson = answer.headers.get('content-type')?.includes('json') ?? false;
    const changed =
      isJson && script.rewrite ? script.rewrite(call, await answer.clone().json()) : undefined;
    if (changed === undefined) return send(response, answer);
    const out = new Headers(answer.headers);
    out.delete('content-length');
    return send(
      response,
      new Response(JSON.stringify(changed), { status: answer.status, headers: out }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close() {
      // Held calls end with their connections.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
