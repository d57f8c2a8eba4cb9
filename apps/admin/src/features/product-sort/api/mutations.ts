import { unwrapVoid } from '@shop/api-client';
import { client } from '../../../lib/api';
import { byId, type FilterItem, type SortedProduct } from './queries';

/** PUT /catalog/product/sort: the category's products with order = list position. */
export const saveProductSort = (items: SortedProduct[]) =>
  unwrapVoid(client.PUT('/api/admin/catalog/product/sort', { body: items }));

/** PUT /category/filter/{id}: the category's filters with order = list position. */
export const saveFilterSort = (categoryId: number, items: FilterItem[]) =>
  unwrapVoid(client.PUT('/api/admin/category/filter/{id}', { ...byId(categoryId), body: items }));
