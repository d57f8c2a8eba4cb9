import { unwrap, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';

export type OrderSummary = Schemas['OrderSummary'];
export type Order = Schemas['Order'];

export const ORDER_PAGE_SIZE = pageSizes.short;

export const orderQueries = {
  all: () => ['orders'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', { page, search }] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/orders', {
            params: { query: { page, pageSize: ORDER_PAGE_SIZE, search } },
          }),
        ),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id] as const,
      queryFn: () => unwrap(client.GET('/api/admin/orders/{id}', { params: { path: { id } } })),
    }),
};
