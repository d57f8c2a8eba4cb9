// Helpers of verify.contract.test.ts: run the script as a backend team would, and servers for it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runContractVerify } from './run-verify';

export const MOCK_LOGIN = { CONTRACT_USERNAME: 'admin', CONTRACT_PASSWORD: 'admin123' };

/** The script with only these args and env, operations only: a static mock keeps no state. */
export const verify = (args: string[], env: Record<string, string> = {}) =>
  runContractVerify(args, { CONTRACT_CHECKS: 'none', ...env });

export const urlOf = (server: Server) =>
  `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export function listen(
  handler: (request: IncomingMessage, body: Buffer) => Promise<Response> | Response,
): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await handler(request, Buffer.concat(chunks));
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
    });
    response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const close = (server: Server) => new Promise((resolve) => server.close(resolve));

export type Forwarded = { call: string; auth: string | undefined };

/** Forwards every call to `target` and notes `METHOD /path` and the Authorization of each. */
export function forwardingServer(target: string, seen: Forwarded[]): Promise<Server> {
  return listen(async (request, body) => {
    const call = `${request.method} ${new URL(request.url ?? '/', target).pathname}`;
    seen.push({ call, auth: request.headers.authorization });
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
        headers.set(name, value);
      }
    }
    return fetch(new URL(request.url ?? '/', target), {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
  });
}

export type JUnitCase = { name: string; skipped: boolean; failed: boolean };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescape = (text: string) =>
  text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');

/** JUnit testcases, checking nesting and quoting on the way: no XML parser is a dependency. */
export function parseJUnit(xml: string): JUnitCase[] {
  const open: string[] = [];
  const cases: JUnitCase[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<\?xml[^>]*\?>/g;
  let rest = xml;
  let match: RegExpExecArray | null;
  let last = 0;
  while ((match = tag.exec(xml)) !== null) {
    if (/[<>]/.test(xml.slice(last, match.index))) throw new Error(`bad markup near ${last}`);
    last = tag.lastIndex;
    const [whole, closing, name, attributes = '', selfClosing] = match;
    if (whole.startsWith('<?xml') || !name) continue;
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing at ${match.index}`);
      continue;
    }
    if (name === 'testcase') {
      const caseName = /\sname="([^"]*)"/.exec(attributes)?.[1] ?? '';
      cases.push({ name: unescape(caseName), skipped: false, failed: false });
    }
    const current = cases.at(-1);
    if (current && open.includes('testcase')) {
      if (name === 'skipped') current.skipped = true;
      if (name === 'failure') current.failed = true;
    }
    if (!selfClosing) open.push(name);
  }
  rest = xml.slice(last);
  if (open.length > 0 || /[<>]/.test(rest)) throw new Error(`unclosed: ${open.join(', ')}`);
  return cases;
}
