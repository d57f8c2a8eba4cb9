import { createServer, type IncomingMessage, type Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startPrism } from '@shop/api-spec/prism';
import type { ContractConfig } from './config';

/** What the server under test itself answered to one call that went through Prism. */
type Answer = { pathname: string; status: number; body: string };

export type Gateway = {
  /** Where JSON calls go: the mock, or Prism proxying the server with --errors. */
  baseUrl: string;
  /** Where multipart and binary calls go (Prism's proxy corrupts binary bodies). */
  directUrl: string;
  /** The server's own latest answer on this path, when Prism stood in between. */
  lastAnswer(pathname: string): Answer | undefined;
  close(): Promise<void>;
};

// Headers that belong to one connection, or that fetch sets (and decodes) itself.
const NOT_FORWARDED = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'accept-encoding',
]);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Remembers the server's answers: Prism --errors turns a contract-breaking response into its own
// 500, hiding what the server sent and the id of a record it did create (to delete again).
function startRecorder(upstream: string, answers: Answer[]): Promise<Server> {
  const base = new URL(upstream);
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const target = new URL(base.pathname.replace(/\/$/, '') + (request.url ?? '/'), base);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || NOT_FORWARDED.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    try {
      const answer = await fetch(target, {
        method: request.method,
        headers,
        body: body.length > 0 ? new Uint8Array(body) : undefined,
        redirect: 'manual',
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      answers.push({
        pathname: new URL(request.url ?? '/', base).pathname,
        status: answer.status,
        body: bytes.toString('utf8'),
      });
      // Only the latest answers are ever asked for.
      if (answers.length > 50) answers.shift();
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name)) out[name] = value;
      });
      response.writeHead(answer.status, out).end(bytes);
    } catch (error) {
      const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
      response
        .writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(`Cannot reach ${target.href}: ${reason}`);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function openGateway(config: ContractConfig): Promise<Gateway> {
  if (config.mode === 'mock') {
    return {
      baseUrl: config.url,
      directUrl: config.url,
      lastAnswer: () => undefined,
      close: async () => undefined,
    };
  }
  const answers: Answer[] = [];
  const recorder = await startRecorder(config.url, answers);
  const { port } = recorder.address() as AddressInfo;
  const prism = await startPrism({
    mode: 'proxy',
    upstream: `http://127.0.0.1:${port}`,
    port: await freePort(),
  });
  return {
    baseUrl: prism.url,
    directUrl: config.url,
    lastAnswer: (pathname) => answers.findLast((answer) => answer.pathname === pathname),
    async close() {
      await prism.stop();
      // A call still waiting on the server (the run was stopped) must not hold the close up.
      recorder.closeAllConnections();
      await new Promise((resolve) => recorder.close(resolve));
    },
  };
}
