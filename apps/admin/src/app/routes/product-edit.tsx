import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { parseRecordId } from '../../config/paths';
import { categoryQueries } from '../../features/categories/api/queries';
import { flattenCategoryTree } from '../../features/categories/lib/flatten-tree';
import { ProductEditor } from '../../features/products/components/product-editor';
import NotFoundRoute from './not-found';

/** The product editor with the category tree it picks from (two features, composed here). */
export default function ProductEditRoute() {
  const id = parseRecordId(useParams().id);
  const tree = useQuery(categoryQueries.tree());
  const categoryOptions = useMemo(() => flattenCategoryTree(tree.data ?? []), [tree.data]);
  if (id === null) return <NotFoundRoute />;
  return <ProductEditor id={id} categoryOptions={categoryOptions} />;
}
