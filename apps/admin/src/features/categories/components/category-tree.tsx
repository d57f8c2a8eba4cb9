import { PublishedIcon } from '@shop/ui/bool-icon';
import { Tree } from '@shop/ui/tree';
import { Link } from 'react-router';
import { DeleteButton } from '../../../components/list-screen/delete-button';
import { messages } from '../../../config/messages';
import type { Category } from '../api/queries';

export type CategoryTreeProps = {
  categories: readonly Category[];
  /** Where a category's name links to (DECISIONS §7). */
  linkHref: (id: number) => string;
  /** Shown only where categories are managed (/categories), not on the sort screens. */
  onDelete?: (category: Category) => void;
};

/** The nested category tree: publish state with its tooltip, the name as a link, children below. */
export function CategoryTree({ categories, linkHref, onDelete }: CategoryTreeProps) {
  return (
    <Tree
      label={messages.categories.treeLabel}
      items={categories}
      getKey={(category) => category.id}
      getChildren={(category) => category.categories}
      renderItem={(category) => (
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <PublishedIcon isPublished={category.isPublished} />
          <Link
            to={linkHref(category.id)}
            className="focus-ring min-w-0 truncate rounded-sm text-primary underline-offset-2 hover:underline"
          >
            {category.name}
          </Link>
          {onDelete ? (
            <DeleteButton
              label={`${messages.list.delete}: ${category.name}`}
              onClick={() => onDelete(category)}
            />
          ) : null}
        </div>
      )}
    />
  );
}
