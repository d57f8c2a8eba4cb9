import { skip } from '../scenario';
import { createCity } from './entities-places';
import { fail, STATEFUL, type Check, type CheckContext } from './types';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** The run's token re-made with `alg: none`, unsigned: real Admin claims a server must refuse. */
function unsignedToken(token: string): string {
  const payload: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
  );
  const claims = typeof payload === 'object' && payload !== null ? payload : {};
  const exp = Math.floor(Date.now() / 1000) + 86_400;
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify({ ...claims, exp }))}.`;
}

/** A list and a save of the run's city with this token get 401/403, and the city is unchanged. */
async function expectRefused(context: CheckContext, token: string | null, who: string) {
  const { raw } = context;
  const list = await raw('GET', '/api/admin/city/list?page=1&pageSize=1', { token });
  if (list.status !== 401 && list.status !== 403) {
    fail(`GET /api/admin/city/list ${who}: HTTP ${list.status}`, {
      expected: '401 or 403',
      got: list.body,
    });
  }
  const city = await createCity(context);
  const sent = { ...city.sent, id: city.id, name: `${city.name} (чужой)` };
  const save = await raw('POST', '/api/admin/city', { body: sent, token });
  const after = await raw('GET', `/api/admin/city/${city.id}`);
  const name: unknown =
    typeof after.body === 'object' && after.body !== null && 'name' in after.body
      ? after.body.name
      : undefined;
  if ((save.status !== 401 && save.status !== 403) || name !== city.name) {
    fail(`POST /api/admin/city ${who}: HTTP ${save.status}`, {
      sent,
      expected: `401 or 403, name stays "${city.name}"`,
      got: { status: save.status, body: save.body, stored: after.body },
    });
  }
}

const adminToken = ({ scenario }: CheckContext) =>
  scenario.clients.session.pair()?.token ?? skip('not signed in');

export const authChecks: Check[] = [
  {
    name: 'authNoToken',
    title: 'admin calls without a token are refused',
    // The mock does refuse a call without a token, but cannot show the city kept its name.
    needsState: STATEFUL,
    run: (context) => expectRefused(context, null, 'without a token'),
  },
  {
    name: 'authUnsigned',
    title: 'admin calls with an unsigned (alg none) Admin token are refused',
    needsState: 'a static mock accepts any token',
    run: (context) =>
      expectRefused(context, unsignedToken(adminToken(context)), 'with an unsigned token'),
  },
  {
    name: 'authCustomer',
    title: "admin calls with a Customer's token are refused",
    needsState: STATEFUL,
    async run(context) {
      const customer =
        context.scenario.config.customer ??
        skip('set CONTRACT_CUSTOMER_USERNAME and CONTRACT_CUSTOMER_PASSWORD');
      const login = await context.raw('POST', '/api/user/login', { body: customer, token: null });
      const token: unknown =
        typeof login.body === 'object' && login.body !== null && 'token' in login.body
          ? login.body.token
          : undefined;
      if (typeof token !== 'string') skip(`the Customer could not sign in: HTTP ${login.status}`);
      await expectRefused(context, token, "with a Customer's token");
    },
  },
];
