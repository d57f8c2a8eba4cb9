import { unwrap, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';
import { toOrderListQuery, type OrderFilterValues } from '../lib/order-filters';

export type OrderSummary = Schemas['OrderSummary'];
export type Order = Schemas['Order'];

const ORDER_PAGE_SIZE = pageSizes.short;

/** A page of the list; filters left out (the new-orders check) mean none. */
export type OrderListParams = ListParams & Partial<OrderFilterValues>;

export const orderQueries = {
  all: () => ['orders'] as const,
  lists: () => [...orderQueries.all(), 'list'] as const,
  // Keyed by what is sent, so the unfiltered first page is one cache entry whoever asks.
  list: ({ page, search, ...filters }: OrderListParams) => {
    const query = { page, pageSize: ORDER_PAGE_SIZE, search, ...toOrderListQuery(filters) };
    return queryOptions({
      queryKey: [...orderQueries.lists(), query] as const,
      queryFn: () => unwrap(client.GET('/api/admin/orders', { params: { query } })),
    });
  },
  details: () => [...orderQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...orderQueries.details(), id] as const,
      queryFn: () => unwrap(client.GET('/api/admin/orders/{id}', { params: { path: { id } } })),
    }),
};
