import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { categoryQueries } from '../../features/categories/api/queries';
import { flattenCategoryTree } from '../../features/categories/lib/flatten-tree';
import { productQueries } from '../../features/products/api/queries';
import { ProductEditor } from '../../features/products/components/product-editor';
import type { FirstReads } from '../first-reads';
import NotFoundRoute from './not-found';
import { useRecordId } from './use-record-id';

/** The product editor with the category tree it picks from (two features, composed here). */
export default function ProductEditRoute() {
  const id = useRecordId();
  const tree = useQuery(categoryQueries.tree());
  const categoryOptions = useMemo(() => flattenCategoryTree(tree.data ?? []), [tree.data]);
  if (id === null) return <NotFoundRoute />;
  return <ProductEditor id={id} categoryOptions={categoryOptions} />;
}

export const firstReads: FirstReads = (id, read) => {
  read(productQueries.detail(id));
  read(categoryQueries.tree());
};
