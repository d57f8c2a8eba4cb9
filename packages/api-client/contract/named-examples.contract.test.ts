import { describe, expect, inject, it } from 'vitest';
import type * as z from 'zod/mini';
import { specOperations } from '@shop/api-spec/operations';
import {
  zGetOrderResponse,
  zGetStoreResponse,
  zGetUserResponse,
  zListNewsResponse,
  zListOrdersResponse,
  zListProductsResponse,
  zListStoresResponse,
  zListUsersResponse,
} from '../src/schemas';
import { describeBody, recordingClient } from './harness';

/**
 * The named examples of the spec are the states the admin must handle (an empty list, a
 * customer, a cancelled order, a closed store day). Prism serves one on `Prefer: example=NAME`;
 * each must come back as written in the spec and pass the generated response schema.
 */

type Answer = { data?: unknown; error?: unknown; response: Response };
type NamedCase = {
  operationId: string;
  example: string;
  call: (init: { headers: Record<string, string> }) => Promise<Answer>;
  schema: z.ZodMiniType;
  /** What makes this example the state it is named after. */
  shows: (data: unknown) => void;
};

const client = recordingClient(inject('baseUrl'), new Set());
const firstPage = { query: { page: 1, pageSize: 20 } };
const byId = (id: number) => ({ path: { id } });

const isEmptyPage = (data: unknown) => expect(data).toEqual({ pages: 0, items: [] });

const cases: NamedCase[] = [
  {
    operationId: 'listNews',
    example: 'empty',
    call: ({ headers }) => client.GET('/api/admin/news/list', { params: firstPage, headers }),
    schema: zListNewsResponse,
    shows: isEmptyPage,
  },
  {
    operationId: 'listProducts',
    example: 'empty',
    call: ({ headers }) =>
      client.GET('/api/admin/catalog/product/list', { params: firstPage, headers }),
    schema: zListProductsResponse,
    shows: isEmptyPage,
  },
  {
    operationId: 'listOrders',
    example: 'empty',
    call: ({ headers }) => client.GET('/api/admin/orders', { params: firstPage, headers }),
    schema: zListOrdersResponse,
    shows: isEmptyPage,
  },
  {
    operationId: 'listUsers',
    example: 'empty',
    call: ({ headers }) =>
      client.GET('/api/admin/user/manager/list', { params: firstPage, headers }),
    schema: zListUsersResponse,
    shows: isEmptyPage,
  },
  {
    operationId: 'listStores',
    example: 'empty',
    call: ({ headers }) => client.GET('/api/admin/store/list', { params: firstPage, headers }),
    schema: zListStoresResponse,
    shows: isEmptyPage,
  },
  {
    operationId: 'getUser',
    example: 'customer',
    call: ({ headers }) =>
      client.GET('/api/admin/user/manager/{id}', { params: byId(27), headers }),
    schema: zGetUserResponse,
    shows: (data) => expect(data).toMatchObject({ role: 'Customer', children: 0, incomeLevel: 0 }),
  },
  {
    operationId: 'getUser',
    example: 'manager',
    call: ({ headers }) => client.GET('/api/admin/user/manager/{id}', { params: byId(2), headers }),
    schema: zGetUserResponse,
    shows: (data) => expect(data).toMatchObject({ role: 'Admin' }),
  },
  {
    operationId: 'getOrder',
    example: 'cancelled',
    call: ({ headers }) => client.GET('/api/admin/orders/{id}', { params: byId(449), headers }),
    schema: zGetOrderResponse,
    // Cancelled is 4 in OrderStatus and 3 in PaymentStatus.
    shows: (data) => expect(data).toMatchObject({ orderStatus: 4, paymentStatus: 3 }),
  },
  {
    operationId: 'getStore',
    example: 'closedDay',
    call: ({ headers }) => client.GET('/api/admin/store/{id}', { params: byId(6), headers }),
    schema: zGetStoreResponse,
    shows: (data) =>
      expect(data).toMatchObject({ workTime: expect.arrayContaining([{ from: null, to: null }]) }),
  },
];

/** Every named example of a success JSON answer in the bundled spec, by operationId. */
const examples = new Map(
  specOperations()
    .filter((operation) => Object.keys(operation.responseExamples).length > 0)
    .map((operation) => [operation.operationId, operation.responseExamples]),
);

describe('named examples', () => {
  it.each(cases)('$operationId serves "$example" on Prefer', async (named) => {
    const result = await named.call({ headers: { Prefer: `example=${named.example}` } });
    expect(result.response.status, await describeBody(result)).toBe(200);

    const written = examples.get(named.operationId)?.[named.example];
    expect(written, `the spec has no example "${named.example}"`).toBeDefined();
    expect(result.data).toEqual(written);
    named.shows(result.data);

    const parsed = named.schema.safeParse(result.data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues, null, 2)).toBe(true);
  });

  it('keeps a default example first, so calls without Prefer get the usual data', () => {
    for (const [operationId, named] of examples) {
      expect(Object.keys(named)[0], operationId).toBe('default');
    }
  });

  it('has a case for every named example of the spec', () => {
    const inSpec = [...examples].flatMap(([operationId, named]) =>
      Object.keys(named)
        .filter((name) => name !== 'default')
        .map((name) => `${operationId}:${name}`),
    );
    const tested = cases.map((named) => `${named.operationId}:${named.example}`);
    expect(tested.sort()).toEqual(inSpec.sort());
  });
});
