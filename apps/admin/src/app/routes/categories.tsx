import { CategoryTreeScreen } from '../../features/categories/components/category-tree-screen';
import { messages } from '../../config/messages';
import { paths } from '../../config/paths';

/** Here the category tree edits categories; the sort screens reuse it with their own links. */
export default function CategoriesRoute() {
  return (
    <CategoryTreeScreen
      title={messages.nav.categories}
      linkHref={paths.categories.edit.href}
      isEditable
    />
  );
}
