import { ifMatch, unwrapVoidVersioned } from '@shop/api-client';
import { client } from '../../../lib/api';
import { byId, type FilterItem, type SortedProduct } from './queries';

/** Over the version getCategoryProductSort gave; answers the new version. */
export const saveProductSort = (items: SortedProduct[], etag: string | null) =>
  unwrapVoidVersioned(
    client.PUT('/api/admin/catalog/product/sort', {
      params: { header: ifMatch(etag) },
      body: items,
    }),
  );

/** Over the version getCategoryFilters gave; answers the new version. */
export const saveFilterSort = (categoryId: number, items: FilterItem[], etag: string | null) =>
  unwrapVoidVersioned(
    client.PUT('/api/admin/category/filter/{id}', {
      params: { ...byId(categoryId).params, header: ifMatch(etag) },
      body: items,
    }),
  );
