import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index';
import { rowOf, runVerify } from './run-verify';
import { scriptedProxy, type ProxiedCall } from './scripted-proxy';

const ADMIN = {
  CONTRACT_USERNAME: 'admin',
  CONTRACT_PASSWORD: 'admin123',
  CONTRACT_CHECKS: 'none',
};

/** The creates whose records customers could see, and the flag that hides each. */
const CREATES: [string, RegExp, 'isPublished' | 'isEnabled'][] = [
  ['saveCity', /^POST \/api\/admin\/city$/, 'isEnabled'],
  ['saveStore', /^POST \/api\/admin\/store\/$/, 'isEnabled'],
  ['saveStorePromotion', /^POST \/api\/admin\/promotion$/, 'isEnabled'],
  ['saveCategory', /^POST \/api\/admin\/catalog\/category$/, 'isPublished'],
  ['saveProduct', /^POST \/api\/admin\/catalog\/product\/edit$/, 'isPublished'],
  ['saveNews', /^POST \/api\/admin\/news$/, 'isPublished'],
  ['createUser', /^POST \/api\/admin\/user\/manager$/, 'isEnabled'],
  ['saveUserPromotion', /^POST \/api\/admin\/promotion\/user\/\d+$/, 'isEnabled'],
];

/** Every value of `isPublished` or `isEnabled` anywhere in a JSON body. */
function flags(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(flags);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'isPublished' || key === 'isEnabled' ? [inner] : flags(inner),
  );
}

const json = (call: ProxiedCall): unknown => {
  try {
    return JSON.parse(call.body);
  } catch {
    return undefined;
  }
};

describe('contract:verify keeps what customers see as it was', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true });
  });

  afterAll(() => sandbox.stop());

  it('creates everything hidden, and without --allow=lists leaves the slider alone', async () => {
    const slides = sandbox.dump().slides;
    const proxy = await scriptedProxy(sandbox.url, {});
    try {
      const run = await runVerify(proxy.url, [], ADMIN);
      expect(run.code, run.output.slice(-3000)).toBe(0);
      for (const operationId of ['addSlide', 'saveSlides']) {
        expect(rowOf(run.output, operationId)).toMatch(
          /skipped +outside effect \(saves the global slider whole\): opt in with --allow=lists/,
        );
      }
      expect(proxy.calls.filter((c) => c.path.startsWith('/api/admin/common/slider/'))).toEqual([]);

      const writes = proxy.calls.filter((c) => c.method !== 'GET' && c.method !== 'DELETE');
      for (const [operationId, route, flag] of CREATES) {
        const sent = writes.filter((c) => route.test(`${c.method} ${c.path}`)).map(json);
        expect(sent.length, operationId).toBeGreaterThan(0);
        for (const body of sent) expect(body, operationId).toMatchObject({ [flag]: false });
      }
      // Nor does any other save (an update, the sort) show a record.
      expect(writes.flatMap((c) => flags(json(c))).filter((v) => v !== false)).toEqual([]);
    } finally {
      await proxy.close();
    }
    expect(sandbox.dump().slides).toEqual(slides);
  }, 60_000);
});
