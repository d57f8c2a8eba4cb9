import { unwrap, unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';

export type ProductListItem = Schemas['ProductListItem'];
export type ProductLinks = Schemas['ProductLinks'];
export type ProductLinkRef = Schemas['ProductLinkRef'];

const PRODUCT_PAGE_SIZE = pageSizes.short;
const PRODUCT_SEARCH_PAGE_SIZE = pageSizes.productSearch;

/** Query keys and fetchers of the products area (TkDodo's key factory). */
export const productQueries = {
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), { page, search }] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/catalog/product/list', {
            params: { query: { page, pageSize: PRODUCT_PAGE_SIZE, search } },
          }),
        ),
    }),
  details: () => [...productQueries.all(), 'detail'] as const,
  /** The product with its version, which its save sends back. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...productQueries.details(), id] as const,
      queryFn: () =>
        unwrapVersioned(
          client.GET('/api/admin/catalog/product/edit/{id}', { params: { path: { id } } }),
        ),
    }),
  links: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...productQueries.lists(), 'links', { page, search }] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/catalog/product/links', {
            params: { query: { page, pageSize: PRODUCT_PAGE_SIZE, search } },
          }),
        ),
    }),
  /** The first matches of a typed name, for the related-products picker. */
  search: (search: string) =>
    queryOptions({
      queryKey: [...productQueries.lists(), 'search', search] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/catalog/product/list', {
            params: { query: { page: 1, pageSize: PRODUCT_SEARCH_PAGE_SIZE, search } },
          }),
        ),
      select: (page) => page.items,
    }),
};
