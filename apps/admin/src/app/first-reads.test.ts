import { alertStore } from '@shop/ui/alerts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, on, reply, resetServer, session } from '../test/fake-api';
import { unsignedToken } from '../test/unsigned-token';
import { startFirstReads } from './first-reads';
import { firstReads as productReads } from './routes/product-edit';
import { queryClient } from './query-client';

vi.mock('../lib/api', () => import('../test/fake-api'));

const TOKEN = unsignedToken({ sub: '1', unique_name: 'admin', role: 'Admin', exp: 4102444800 });

const product = { id: 7, name: 'Пицца Маргарита', modificators: [] };
const PRODUCT = 'GET /api/admin/catalog/product/edit/7' as const;
const TREE = 'GET /api/admin/catalog/category/tree' as const;

describe("a record screen's first reads (the product editor's)", () => {
  beforeEach(() => {
    resetServer();
    queryClient.clear();
    alertStore.clear();
    session.save({ token: TOKEN, refreshToken: 'refresh-1' });
    on(PRODUCT, reply(product));
    on(TREE, reply([]));
  });
  afterEach(() => session.clear());

  it("asks for a product and the category tree before the editor renders, into the editor's cache", async () => {
    startFirstReads(productReads, '7');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['products', 'detail', 7])).toMatchObject({
        value: product,
      }),
    );
    expect(callsTo(PRODUCT)).toHaveLength(1);
    expect(callsTo(TREE)).toHaveLength(1);
  });

  it('asks nothing the cache already has, for a new record, or for a screen without first reads', async () => {
    queryClient.setQueryData(['products', 'detail', 7], { value: product, etag: null });
    queryClient.setQueryData(['categories', 'list', 'tree'], []);
    startFirstReads(productReads, '7');
    startFirstReads(productReads, 'new');
    startFirstReads(undefined, '7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(PRODUCT)).toHaveLength(0);
    expect(callsTo(TREE)).toHaveLength(0);
  });

  it('asks nothing when no Admin is signed in (the guard sends them to sign in)', async () => {
    session.clear();
    startFirstReads(productReads, '7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(PRODUCT)).toHaveLength(0);
  });

  it('leaves a failure to the screen: no alert of its own', async () => {
    on(PRODUCT, () => json({ message: 'Внутренняя ошибка сервера' }, 500));
    startFirstReads(productReads, '7');
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['products', 'detail', 7])?.status).toBe('error'),
    );
    expect(alertStore.getSnapshot()).toEqual([]);
  });
});
