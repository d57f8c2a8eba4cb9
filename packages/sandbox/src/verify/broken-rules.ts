// One broken rule per behaviour check family of contract:verify, for verify-behaviour.test.ts.
import type { Forward, Rule } from './broken-server';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A copy of the request with another address, headers or body (its body read first). */
async function copy(
  request: Request,
  change: { url?: URL; headers?: Headers; body?: string },
): Promise<Request> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = change.body ?? (hasBody ? await request.arrayBuffer() : undefined);
  return new Request(change.url ?? request.url, {
    method: request.method,
    headers: change.headers ?? request.headers,
    body,
  });
}

const withQuery =
  (change: (query: URLSearchParams, path: string) => void): Rule =>
  async (request, forward) => {
    if (request.method !== 'GET') return forward(request);
    const url = new URL(request.url);
    change(url.searchParams, url.pathname);
    return forward(await copy(request, { url }));
  };

async function rewriteJson(answer: Response, change: (body: Record<string, unknown>) => void) {
  const body: unknown = await answer.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) return answer;
  change(body as Record<string, unknown>);
  return json(body, answer.status);
}

/** The field each record's GET forgets. */
const FORGOTTEN: [RegExp, string][] = [
  [/^\/api\/admin\/catalog\/category\/\d+$/, 'isPublished'],
  [/^\/api\/admin\/catalog\/product\/edit\/\d+$/, 'description'],
  [/^\/api\/admin\/news\/\d+$/, 'content'],
  [/^\/api\/admin\/city\/\d+$/, 'location'],
  [/^\/api\/admin\/store\/\d+$/, 'address'],
  [/^\/api\/admin\/bartender\/\d+$/, 'description'],
  [/^\/api\/admin\/user\/manager\/\d+$/, 'lastName'],
];

export const dropsSavedField: Rule = async (request, forward) => {
  const field = FORGOTTEN.find(([path]) => path.test(new URL(request.url).pathname))?.[1];
  const answer = await forward(request);
  if (!field || request.method !== 'GET') return answer;
  return rewriteJson(answer, (body) => delete body[field]);
};

export const keepsDeletedRecords: Rule = (request, forward) =>
  request.method === 'DELETE'
    ? Promise.resolve(new Response(null, { status: 204 }))
    : forward(request);

export const repeatsFirstPage = withQuery((query) => {
  if (query.has('page')) query.set('page', '1');
});

/** Serves at most 25 items and says there is one page: a list cut without saying so. */
export const cutsLists: Rule = async (request, forward) => {
  const url = new URL(request.url);
  if (Number(url.searchParams.get('pageSize')) <= 25) return forward(request);
  url.searchParams.set('pageSize', '25');
  const answer = await forward(await copy(request, { url }));
  return rewriteJson(answer, (body) => (body.pages = Math.min(Number(body.pages), 1)));
};

export const ignoresSearch = withQuery((query) => query.delete('search'));

export const ignoresOrderFilters = withQuery((query, path) => {
  if (path !== '/api/admin/orders') return;
  for (const name of ['orderStatus', 'paymentStatus', 'dateFrom', 'dateTo']) query.delete(name);
});

export const ignoresIfMatch: Rule = async (request, forward) => {
  const headers = new Headers(request.headers);
  headers.delete('If-Match');
  return forward(await copy(request, { headers }));
};

/** Answers a refresh token used again as it did the first time. */
export function acceptsReusedRefresh(): Rule {
  const answered = new Map<string, string>();
  return async (request, forward) => {
    if (new URL(request.url).pathname !== '/api/user/refresh-token') return forward(request);
    const sent = await request.text();
    const { refreshToken } = JSON.parse(sent) as { refreshToken: string };
    const before = answered.get(refreshToken);
    if (before) return json(JSON.parse(before));
    const answer = await forward(await copy(request, { body: sent }));
    const text = await answer.text();
    if (answer.ok) answered.set(refreshToken, text);
    return new Response(text, { status: answer.status, headers: answer.headers });
  };
}

export const logoutKeepsSession: Rule = (request, forward) =>
  new URL(request.url).pathname === '/api/user/logout'
    ? Promise.resolve(new Response(null, { status: 204 }))
    : forward(request);

const claimsOf = (token: string): { role?: unknown } => {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      role?: unknown;
    };
  } catch {
    return {};
  }
};

/** Passes `admits`'s calls with the last Admin token seen, as a server trusting the wrong thing. */
function actsAsAdmin(admits: (token: string | undefined) => boolean): Rule {
  let admin: string | undefined;
  return async (request, forward: Forward) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/admin/') && admin && admits(token)) {
      const headers = new Headers(request.headers);
      headers.set('Authorization', `Bearer ${admin}`);
      return forward(await copy(request, { headers }));
    }
    const answer = await forward(request);
    if (path !== '/api/user/login' || !answer.ok) return answer;
    const pair = (await answer.clone().json()) as { token: string };
    if (claimsOf(pair.token).role === 'Admin') admin = pair.token;
    return answer;
  };
}

export const acceptsNoToken = () => actsAsAdmin((token) => token === undefined);

export const acceptsUnsignedTokens = () =>
  actsAsAdmin((token) => token !== undefined && token.endsWith('.'));

export const acceptsCustomerTokens = () =>
  actsAsAdmin((token) => token !== undefined && claimsOf(token).role === 'Customer');

/** Fills in what a city save lacks or gets wrong instead of refusing it. */
export const acceptsBadBodies: Rule = async (request, forward) => {
  const path = new URL(request.url).pathname;
  if (request.method !== 'POST' || path !== '/api/admin/city') return forward(request);
  const body = (await request.json()) as Record<string, unknown>;
  if (typeof body.isEnabled !== 'boolean') body.isEnabled = false;
  return forward(await copy(request, { body: JSON.stringify(body) }));
};
