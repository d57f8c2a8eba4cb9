import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index';
import { diffData, type Change, type Collection } from './diff-data';
import { faultyProxy } from './faulty-proxy';
import { rowOf, runVerify } from './run-verify';

const ADMIN = { CONTRACT_USERNAME: 'admin', CONTRACT_PASSWORD: 'admin123' };
const CUSTOMER = {
  CONTRACT_CUSTOMER_USERNAME: 'customer',
  CONTRACT_CUSTOMER_PASSWORD: 'customer123',
};
// The clean-up tests below count the operations' records alone: no behaviour checks.
const OPERATIONS_ONLY = { ...ADMIN, CONTRACT_CHECKS: 'none' };

// Written by every run by design: sign-in and refresh keep refresh tokens, and every record
// created takes an id.
const ALWAYS_WRITTEN = new Set<Collection>(['refreshTokens', 'nextId']);

/**
 * The API has no call that deletes an upload, so the files of the run's uploads stay: the
 * catalogue, news, store, promotion and bartender images and (with --allow=lists) the slide's
 * image, each the run's 1×1 PNG. Nothing else may be left.
 */
const isUploadLeftover = (change: Change) =>
  change.collection === 'uploads' &&
  change.kind === 'added' &&
  (change.record as { originalName?: string }).originalName === 'proverka-kontrakta.png';

describe('pnpm contract:verify against the sandbox', () => {
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, quiet: true });
  });

  afterAll(() => sandbox.stop());

  it('passes without --allow and leaves every record as it found it', async () => {
    const before = sandbox.dump();
    const file = before.files[0];
    expect(file, 'the seed has a file to download').toBeDefined();

    const run = await runVerify(sandbox.url, [], {
      ...ADMIN,
      ...CUSTOMER,
      CONTRACT_FILE_ID: file?.id ?? '',
    });

    expect(run.code, run.output.slice(-6000)).toBe(0);
    expect(run.output).toContain('60 operations: 54 passed, 0 failed, 6 skipped');
    // The sandbox keeps every rule the behaviour checks look for.
    expect(run.output).toMatch(/\n(\d+) checks: \1 passed, 0 failed, 0 skipped\n/);
    for (const operationId of [
      'sendPush',
      'syncCatalog',
      'setOrderStatus',
      'setOrderPaymentStatus',
      'addSlide',
      'saveSlides',
    ]) {
      expect(rowOf(run.output, operationId)).toMatch(/ skipped +outside effect/);
    }
    const changes = diffData(before, sandbox.dump(), ALWAYS_WRITTEN);
    expect(changes.filter((change) => !isUploadLeftover(change))).toEqual([]);
    // The slide's image only with --allow=lists.
    expect(changes.filter(isUploadLeftover)).toHaveLength(5);
  }, 180_000);

  it('with --allow and CONTRACT_ORDER_ID runs every operation and changes only that order', async () => {
    const before = sandbox.dump();
    const order = before.orders[0];
    if (!order) throw new Error('the seed has no order');

    const run = await runVerify(sandbox.url, ['--allow=push,sync,order-status,lists'], {
      ...ADMIN,
      CONTRACT_FILE_ID: before.files[0]?.id ?? '',
      CONTRACT_ORDER_ID: String(order.id),
    });

    expect(run.code, run.output.slice(-6000)).toBe(0);
    expect(run.output).toContain('60 operations: 60 passed, 0 failed, 0 skipped');
    const after = sandbox.dump();
    const changes = diffData(before, after, ALWAYS_WRITTEN).filter(
      (change) => !isUploadLeftover(change),
    );
    // The push mailing is the allowed effect's own record; its filters reach nobody.
    const [mailing, ...others] = changes.filter(
      (change) => change.collection === 'pushMailings' && change.kind === 'added',
    );
    expect(others).toEqual([]);
    expect(mailing?.record).toMatchObject({
      caption: expect.stringMatching(/^Проверка контракта /),
      recipients: 0,
    });
    expect(
      changes.filter((change) => change !== mailing && change.collection !== 'orders'),
    ).toEqual([]);
    const orderKeys = changes.filter((c) => c.collection === 'orders').map((c) => c.key);
    expect(orderKeys.filter((key) => key !== String(order.id))).toEqual([]);
    // The statuses are re-sent as they were, so the order keeps its state.
    expect(after.orders.find((o) => o.id === order.id)).toMatchObject({
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
    });
  }, 180_000);

  it('deletes in the clean-up what a failed delete step left, and still fails the run', async () => {
    const before = sandbox.dump();
    const proxy = await faultyProxy(sandbox.url, 1);
    try {
      const run = await runVerify(proxy.url, [], OPERATIONS_ONLY);
      expect(run.code).toBe(1);
      expect(proxy.refused).toHaveLength(1);
      expect(rowOf(run.output, 'deleteCategory')).toMatch(/ failed +HTTP 500: /);
      expect(run.output).not.toContain('clean-up:');
    } finally {
      await proxy.close();
    }
    const changes = diffData(before, sandbox.dump(), ALWAYS_WRITTEN);
    expect(changes.filter((change) => !isUploadLeftover(change))).toEqual([]);
  }, 180_000);

  it('reports a record the clean-up could not delete, by its name', async () => {
    const before = sandbox.dump();
    const proxy = await faultyProxy(sandbox.url, Infinity);
    try {
      const run = await runVerify(proxy.url, [], OPERATIONS_ONLY);
      expect(run.code).toBe(1);
      const left = diffData(before, sandbox.dump(), ALWAYS_WRITTEN).filter(
        (change) => !isUploadLeftover(change),
      );
      // The category alone is left, with its product order and filters (its products went
      // before it), and the report names it.
      const category = left.find((change) => change.collection === 'categories')?.record as {
        id: number;
        name: string;
      };
      expect(category.name).toMatch(/^Проверка контракта [-\d :]+: категория$/);
      expect(left.map(({ collection, kind, key }) => `${collection} ${kind} ${key}`)).toEqual([
        `categories added ${category.id}`,
        `productSort added ${category.id}`,
        `categoryFilters added ${category.id}`,
      ]);
      expect(run.output).toContain('clean-up: 1 record(s) this run made may be left behind:');
      expect(run.output).toContain(`- category ${category.id} "${category.name}": HTTP 500`);
    } finally {
      await proxy.close();
    }
  }, 180_000);
});
