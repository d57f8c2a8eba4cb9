import { unwrap, unwrapVoid, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';

export type City = Schemas['City'];
export type CityInput = Schemas['CityInput'];

export const CITY_PAGE_SIZE = pageSizes.base;
export const ALL_CITIES_PAGE_SIZE = pageSizes.allCities;

export const cityQueries = {
  all: () => ['cities'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...cityQueries.all(), 'list', { page, search }] as const,
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
      queryKey: [...cityQueries.all(), 'everything'] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/city/list', {
            params: { query: { page: 1, pageSize: ALL_CITIES_PAGE_SIZE } },
          }),
        ),
      select: (page) => page.items,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...cityQueries.all(), 'detail', id] as const,
      queryFn: () => unwrap(client.GET('/api/admin/city/{id}', { params: { path: { id } } })),
    }),
};

/** Creates the city without an id, else updates it; returns the stored city. */
export const saveCity = (body: CityInput) => unwrap(client.POST('/api/admin/city', { body }));

export const deleteCity = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/city/{id}', { params: { path: { id } } }));
