import { BusyOverlay } from '@shop/ui/busy-overlay';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { EmptyState } from '@shop/ui/empty-state';
import { LoadError } from '@shop/ui/load-error';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { loadErrorOf } from '../../../lib/query-client';
import { useDeleteCategory } from '../api/mutations';
import { categoryQueries, type Category } from '../api/queries';
import { CategoryTree } from './category-tree';

export type CategoryTreeScreenProps = {
  title: string;
  /** Defaults to product sorting. */
  linkHref?: (id: number) => string;
  /** /categories only: an add button and a delete button per category. */
  isEditable?: boolean;
};

export function CategoryTreeScreen({
  title,
  linkHref = paths.products.sortCategory.href,
  isEditable = false,
}: CategoryTreeScreenProps) {
  const tree = useQuery(categoryQueries.tree());
  const remove = useDeleteCategory();
  const [confirm, confirmElement] = useConfirm();

  const onDelete = async (category: Category) => {
    if (await confirm(messages.categories.deletePrompt)) remove.mutate(category.id);
  };

  const categories = tree.data ?? [];
  return (
    <section aria-labelledby="category-tree-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="category-tree-title" className="text-2xl font-semibold">
          {title}
        </h1>
        {isEditable ? (
          <Button asChild>
            <Link to={paths.categories.edit.href('new')}>
              <Plus aria-hidden="true" />
              {messages.categories.add}
            </Link>
          </Button>
        ) : null}
      </header>
      <BusyOverlay
        isBusy={tree.isFetching || remove.isPending}
        className="rounded-lg border border-border bg-surface p-4"
      >
        {/* A failed load is not an empty tree, and a failed reload must not show the old one. */}
        {tree.isError ? (
          <LoadError {...loadErrorOf(tree)} />
        ) : categories.length > 0 ? (
          <CategoryTree
            categories={categories}
            linkHref={linkHref}
            onDelete={isEditable ? (category) => void onDelete(category) : undefined}
          />
        ) : tree.isFetching ? null : (
          <EmptyState />
        )}
      </BusyOverlay>
      {confirmElement}
    </section>
  );
}
