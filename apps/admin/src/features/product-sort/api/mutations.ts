import { ifMatch, unwrapVoidVersioned } from '@shop/api-client';
import { client } from '../../../lib/api';
import { byId, type FilterItem, type SortedProduct } from './queries';

/**
 * PUT /catalog/product/sort: the category's products with order = list position, over the
 * version getCategoryProductSort gave for that category; answers the new version.
 */
export const saveProductSort = (items: SortedProduct[], etag: string | null) =>
  unwrapVoidVersioned(
    client.PUT('/api/admin/catalog/product/sort', {
      params: { header: ifMatch(etag) },
      body: items,
    }),
  );

/**
 * PUT /category/filter/{id}: the category's filters with order = list position, over the
 * version getCategoryFilters gave; answers the new version.
 */
export const saveFilterSort = (categoryId: number, items: FilterItem[], etag: string | null) =>
  unwrapVoidVersioned(
    client.PUT('/api/admin/category/filter/{id}', {
      params: { ...byId(categoryId).params, header: ifMatch(etag) },
      body: items,
    }),
  );
