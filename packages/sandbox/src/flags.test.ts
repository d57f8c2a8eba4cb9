// No defaults that change data: a save body without one of its flags is refused with 422
// naming it, and nothing is stored. The bodies are the operation cases' own, minus one flag.
import { describe, expect, it } from 'vitest';
import type { operations } from '@shop/api-client';
import type { SandboxData } from './data';
import { operationCases } from './test/cases';
import { createTestSandbox, pngFile, type Caller, type Reply } from './test/harness';

const FLAGS: [keyof operations, string[]][] = [
  ['saveCategory', ['isPublished']],
  ['saveProduct', ['isPublished', 'isNew', 'isFavorite', 'modificators.0.isRequried']],
  ['saveNews', ['isPublished']],
  ['createUser', ['isEnabled']],
  ['updateUser', ['isEnabled']],
  ['saveUserPromotion', ['isEnabled']],
  ['saveStorePromotion', ['isEnabled']],
  ['saveStore', ['isBranded', 'isEnabled']],
  ['saveCity', ['isEnabled']],
  ['sendPush', ['sendAll', 'lessAverageSum']],
];

type Sent = { method: 'post' | 'put'; path: string; body: unknown };

/** The save an operation case makes, caught before it is sent (its reads do go through). */
async function sentBy(
  operation: keyof operations,
  api: Caller,
  data: () => SandboxData,
): Promise<Sent> {
  let sent: Sent | undefined;
  const catcher = (method: Sent['method']) => (path: string, body?: unknown) => {
    sent = { method, path, body };
    return Promise.resolve<Reply>({ status: 0, body: null, response: new Response() });
  };
  const run = operationCases[operation];
  if (!run) throw new Error(`no case for ${operation}`);
  const recording = { ...api, post: catcher('post'), put: catcher('put') };
  await run({ api: recording, anonymous: recording, data, image: pngFile });
  if (!sent) throw new Error(`${operation} sent nothing`);
  return sent;
}

/** A copy of `body` without the field at a dotted path (`modificators.0.isRequried`). */
function without(body: unknown, path: string): unknown {
  const [key = '', ...rest] = path.split('.');
  if (Array.isArray(body)) {
    return body.map((item, index) =>
      String(index) === key ? without(item, rest.join('.')) : item,
    );
  }
  if (typeof body !== 'object' || body === null) return body;
  const entries = Object.entries(body).flatMap(([name, value]) => {
    if (name !== key) return [[name, value]];
    return rest.length === 0 ? [] : [[name, without(value, rest.join('.'))]];
  });
  return Object.fromEntries(entries);
}

describe.each(FLAGS)('%s', (operation, flags) => {
  it.each(flags)('refuses a body without %s and stores nothing', async (flag) => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const { method, path, body } = await sentBy(operation, api, () => sandbox.state.data);
    const { refreshTokens: _before, ...before } = sandbox.state.dump();
    const reply = await api[method](path, without(body, flag));
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ errors: { [flag]: ['Поле обязательно для заполнения'] } });
    const { refreshTokens: _after, ...after } = sandbox.state.dump();
    expect(after).toEqual(before);
  });
});

describe('a stored record without its flag', () => {
  it('counts as disabled: a user without isEnabled cannot sign in', async () => {
    const sandbox = createTestSandbox();
    const customer = sandbox.state.data.users.find((user) => user.userName === 'customer');
    if (!customer) throw new Error('the seed has no customer');
    // A data file written by hand or by an old version may lack it.
    Reflect.deleteProperty(customer, 'isEnabled');
    await expect(sandbox.login('customer', 'customer123')).rejects.toThrow();
  });
});
