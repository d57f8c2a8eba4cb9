import { createApi, type paths } from '@shop/api-client';
import { createSessionStore } from '@shop/api-client/session';

/**
 * A stand-in for lib/api in the component tests of every feature: the app's real client (auth
 * middleware, unwrap, multipart) in front of a scripted server. Use with
 * `vi.mock('../../../lib/api', () => import('../../../test/fake-api'))`.
 */

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
/** A path pattern with each `{param}` free, so '/api/admin/city/{id}' accepts '/api/admin/city/1'. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : P;
/** `METHOD /path` for every operation of the contract: a typo or a removed endpoint fails typecheck. */
export type Route = {
  [P in keyof paths & string]: {
    [M in Method]: undefined extends paths[P][M] ? never : `${Uppercase<M>} ${Filled<P>}`;
  }[Method];
}[keyof paths & string];

export type Call = { method: string; path: string; body: unknown; request: Request };
type Handler = (call: Call) => Response | Promise<Response>;

const handlers = new Map<string, Handler>();
export const calls: Call[] = [];

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const serverError = () => json({ message: 'Внутренняя ошибка сервера' }, 500);

/** Answers `METHOD /path` (the path without the origin) with the handler from now on. */
export function on(route: Route, handler: Handler) {
  handlers.set(route, handler);
}

/** A handler answering with this JSON body every time. */
export const reply =
  (body: unknown, status = 200): Handler =>
  () =>
    json(body, status);

export function resetServer() {
  handlers.clear();
  calls.length = 0;
}

export const callsTo = (route: Route) =>
  calls.filter((call) => `${call.method} ${call.path}` === route);

/** A save handler: answers with the body it got, under the given id (a created record). */
export const echoWithId =
  (id: number): Handler =>
  ({ body }) =>
    json(typeof body === 'object' && body !== null ? { ...body, id } : { id });

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  // A plain record: the test's FormData (jsdom) is not the class Node's Request parses into.
  if (type.includes('multipart/form-data'))
    return Object.fromEntries(await request.clone().formData());
  const text = await request.clone().text();
  return text === '' ? undefined : JSON.parse(text);
}

async function handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const call = {
    method: request.method,
    path: url.pathname,
    body: await readBody(request),
    request,
  };
  calls.push(call);
  const handler = handlers.get(`${call.method} ${call.path}`);
  return handler ? handler(call) : json({ message: `Нет обработчика: ${call.path}` }, 404);
}

const memory = new Map<string, string>();
export const session = createSessionStore({
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
});
export const api = createApi({ baseUrl: 'http://api.test', session, fetch: handle });
export const client = api.client;
