import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContractVerify } from '@shop/api-client/contract/run-verify';
import { startSandbox, type Sandbox } from '../index';
import { diffData, type Collection } from './diff-data';
import { rowOf, runVerify } from './run-verify';
import { scriptedProxy, type ProxiedCall } from './scripted-proxy';

// The operations alone: the behaviour checks are tested on their own.
const ADMIN = {
  CONTRACT_USERNAME: 'admin',
  CONTRACT_PASSWORD: 'admin123',
  CONTRACT_CHECKS: 'none',
};
const ALWAYS_WRITTEN = new Set<Collection>(['refreshTokens', 'nextId', 'uploads']);

type Listed = { id: number; items?: { id: number }[] };
const is = (call: ProxiedCall, method: string, path: string) =>
  call.method === method && call.path === path;

describe('contract:verify deletes only what it made', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true });
  });

  afterAll(() => sandbox.stop());

  it('never deletes a record whose id a create answered but that existed before', async () => {
    const before = sandbox.dump();
    const lies = { city: 0, bartender: 0, product: 0 };
    // A city create answers the first listed city; the second product create the first
    // product's id; a bartender create a bartender the list hides (only reading it back shows
    // it is not the run's).
    const proxy = await scriptedProxy(sandbox.url, {
      rewrite(call, answer) {
        if (is(call, 'GET', '/api/admin/city/list')) {
          lies.city ||= (answer as Listed).items?.[0]?.id ?? 0;
        }
        if (is(call, 'GET', '/api/admin/bartender/list') && Array.isArray(answer)) {
          lies.bartender ||= (answer as Listed[]).at(-1)?.id ?? 0;
          return (answer as Listed[]).filter((item) => item.id !== lies.bartender);
        }
        if (is(call, 'POST', '/api/admin/city')) return { ...(answer as Listed), id: lies.city };
        if (is(call, 'POST', '/api/admin/bartender')) {
          return { ...(answer as Listed), id: lies.bartender };
        }
        if (is(call, 'POST', '/api/admin/catalog/product/edit')) {
          if (!lies.product) lies.product = (answer as Listed).id;
          else return { ...(answer as Listed), id: lies.product };
        }
        return undefined;
      },
    });
    try {
      const run = await runVerify(proxy.url, [], ADMIN);
      expect(run.code).toBe(1);
      expect(rowOf(run.output, 'saveCity')).toMatch(/failed +the new city "/);
      expect(run.output).toMatch(
        new RegExp(
          `the new city ".*: город" got id ${lies.city}, which a read listed before the create`,
        ),
      );
      expect(rowOf(run.output, 'saveProduct')).toMatch(/failed +the new product "/);
      expect(run.output).toMatch(
        new RegExp(
          `the new product ".*: товар 2" got id ${lies.product}, which an earlier create answered too`,
        ),
      );
      expect(rowOf(run.output, 'deleteBartender')).toMatch(
        new RegExp(`failed +bartender ${lies.bartender} ".*" is not the run's`),
      );
      for (const [thing, id] of Object.entries(lies)) {
        expect(run.output).toMatch(
          new RegExp(`- ${thing} ${id} ".*": not deleted: the server answered an existing id`),
        );
      }
    } finally {
      await proxy.close();
    }
    const after = sandbox.dump();
    // The lied-about city and bartender are untouched; nothing that existed before is gone.
    expect(after.cities.find((c) => c.id === lies.city)).toEqual(
      before.cities.find((c) => c.id === lies.city),
    );
    expect(after.bartenders.find((b) => b.id === lies.bartender)).toEqual(
      before.bartenders.find((b) => b.id === lies.bartender),
    );
    const changes = diffData(before, after, ALWAYS_WRITTEN);
    expect(changes.filter((change) => change.kind !== 'added')).toEqual([]);
  }, 60_000);

  it('on SIGTERM mid-run deletes what it made so far and exits non-zero', async () => {
    const before = sandbox.dump();
    let started: ReturnType<typeof startContractVerify> | undefined;
    // The bartender list never answers: the run waits there, with its city, store and store
    // promotion made, when the signal comes.
    const proxy = await scriptedProxy(sandbox.url, {
      answer(call) {
        if (!is(call, 'GET', '/api/admin/bartender/list')) return undefined;
        started?.child.kill('SIGTERM');
        return 'hold';
      },
    });
    try {
      started = startContractVerify([proxy.url], ADMIN);
      const run = await started.done;
      expect(run.code, run.output.slice(-3000)).toBe(143);
      expect(run.output).toContain('SIGTERM: stopping; deleting what the run made');
      expect(rowOf(run.output, 'listBartenders')).toMatch(
        /failed +stopped: contract:verify got SIGTERM/,
      );
      expect(rowOf(run.output, 'saveBartender')).toMatch(/skipped +stopped/);
      const made = proxy.calls.filter(
        (c) => c.method === 'POST' && /city|store\/$|promotion$/.test(c.path),
      );
      expect(made.map((c) => c.path)).toEqual([
        '/api/admin/city',
        '/api/admin/store/',
        '/api/admin/promotion',
      ]);
      expect(proxy.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        expect.stringMatching(/^\/api\/admin\/promotion\/\d+$/),
        expect.stringMatching(/^\/api\/admin\/store\/\d+$/),
        expect.stringMatching(/^\/api\/admin\/city\/\d+$/),
      ]);
    } finally {
      await proxy.close();
    }
    expect(diffData(before, sandbox.dump(), ALWAYS_WRITTEN)).toEqual([]);
  }, 60_000);
});
