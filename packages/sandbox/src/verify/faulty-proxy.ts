// Fails category deletes, to see what contract:verify does when a delete fails on a real server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const CATEGORY_DELETE = /^DELETE \/api\/admin\/catalog\/category\/\d+$/;

export type FaultyProxy = { url: string; refused: string[]; close(): Promise<void> };

export async function faultyProxy(target: string, failures: number): Promise<FaultyProxy> {
  const refused: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const call = `${request.method} ${request.url}`;
    if (CATEGORY_DELETE.test(call) && refused.length < failures) {
      refused.push(call);
      response
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: 'Внутренняя ошибка сервера' }));
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
        headers.set(name, value);
      }
    }
    const body = Buffer.concat(chunks);
    const answer = await fetch(new URL(request.url ?? '/', target), {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') out[name] = value;
    });
    response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
