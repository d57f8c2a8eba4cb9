import { Tree } from '@shop/ui/tree';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { DeleteButton } from '../../../components/list-screen/delete-button';
import { PublishedIcon } from '../../../components/published-icon';
import { messages } from '../../../config/messages';
import { labelOf } from '../../../lib/server-text';
import type { Category } from '../api/queries';

export type CategoryTreeProps = {
  categories: readonly Category[];
  /** Where a category's name links to (see docs/product-rules.md#menu-and-routes). */
  linkHref: (id: number) => string;
  /** Shown only where categories are managed (/categories), not on the sort screens. */
  onDelete?: (category: Category) => void;
};

// Stable accessors: the tree re-derives its items whenever these change.
const getKey = (category: Category) => category.id;
const getChildren = (category: Category) => category.categories;

export function CategoryTree({ categories, linkHref, onDelete }: CategoryTreeProps) {
  // Stable between renders so the tree's memoised rows skip re-rendering on focus and scroll.
  const renderItem = useCallback(
    (category: Category) => (
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <PublishedIcon isPublished={category.isPublished} />
        {/* One line per row (the large tree lays rows out by a fixed height): a long name is
            cut, whole in the tooltip. */}
        <Link
          to={linkHref(category.id)}
          title={category.name || undefined}
          className="focus-ring min-w-0 truncate rounded-sm text-primary underline-offset-2 hover:underline"
        >
          {category.name}
        </Link>
        {onDelete ? (
          <DeleteButton
            label={labelOf(messages.list.delete, category.name)}
            onClick={() => onDelete(category)}
          />
        ) : null}
      </div>
    ),
    [linkHref, onDelete],
  );

  return (
    <Tree
      label={messages.categories.treeLabel}
      items={categories}
      getKey={getKey}
      getChildren={getChildren}
      renderItem={renderItem}
    />
  );
}
