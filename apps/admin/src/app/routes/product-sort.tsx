import { CategoryTreeScreen } from '../../features/categories/components/category-tree-screen';
import { messages } from '../../config/messages';

/** DECISIONS §7: the same tree, linking to /products/sort/{id} (its default base). */
export default function ProductSortRoute() {
  return <CategoryTreeScreen title={messages.nav.productSort} />;
}
