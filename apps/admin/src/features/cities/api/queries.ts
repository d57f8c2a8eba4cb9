import { unwrap, unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { readAllPages } from '../../../lib/read-all-pages';
import { pageSizes } from '../../../config/page-sizes';

export type City = Schemas['City'];
export type CityInput = Schemas['CityInput'];

const CITY_PAGE_SIZE = pageSizes.base;
const ALL_CITIES_PAGE_SIZE = pageSizes.allCities;

/** The path parameters of a call about one city. */
export const byId = (id: number) => ({ params: { path: { id } } });

export const cityQueries = {
  all: () => ['cities'] as const,
  lists: () => [...cityQueries.all(), 'list'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...cityQueries.lists(), { page, search }] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/city/list', {
            params: { query: { page, pageSize: CITY_PAGE_SIZE, search } },
          }),
        ),
    }),
  /** Every city, for the store editor's select. */
  everything: () =>
    queryOptions({
      queryKey: [...cityQueries.lists(), 'everything'] as const,
      queryFn: () =>
        readAllPages((page) =>
          unwrap(
            client.GET('/api/admin/city/list', {
              params: { query: { page, pageSize: ALL_CITIES_PAGE_SIZE } },
            }),
          ),
        ),
    }),
  details: () => [...cityQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...cityQueries.details(), id] as const,
      queryFn: () => unwrapVersioned(client.GET('/api/admin/city/{id}', byId(id))),
    }),
};
