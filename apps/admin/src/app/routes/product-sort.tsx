import { CategoryTreeScreen } from '../../features/categories/components/category-tree-screen';
import { messages } from '../../config/messages';

/** The category tree, linking to /products/sort/{id} (its default base). */
export default function ProductSortRoute() {
  return <CategoryTreeScreen title={messages.nav.productSort} />;
}
