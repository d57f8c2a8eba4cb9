import { BoolIcon } from '@shop/ui/bool-icon';
import type { DataTableColumn } from '@shop/ui/data-table';
import { ExportButton } from '../../../components/export/export-button';
import { productExport } from '../lib/product-export';
import { RecordLink } from '../../../components/record-link';
import { ListScreen } from '../../../components/list-screen/list-screen';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { labelOf } from '../../../lib/server-text';
import { deleteProduct, setProductPublished } from '../api/mutations';
import { productQueries, type ProductListItem } from '../api/queries';
import { Thumbnail } from '../../../components/thumbnail';

const m = messages.products;

const columns: readonly DataTableColumn<ProductListItem>[] = [
  {
    id: 'image',
    header: messages.list.image,
    className: 'w-20',
    cell: (product) => (
      <Thumbnail path={product.image} alt={labelOf(messages.list.image, product.name)} />
    ),
  },
  {
    id: 'name',
    header: m.name,
    cell: (product) => (
      <RecordLink to={paths.products.edit.href(product.id)}>{product.name}</RecordLink>
    ),
  },
  {
    id: 'published',
    header: m.published,
    className: 'w-32 text-center',
    cell: (product) => (
      <BoolIcon
        value={product.isPublished}
        label={product.isPublished ? m.published : m.notPublished}
      />
    ),
  },
];

/** /products: search, add, 20 a page, delete with 'Удалить этот продукт?', bulk actions. */
export function ProductList() {
  return (
    <ListScreen
      title={m.title}
      query={productQueries.list}
      columns={columns}
      getRowKey={(product) => product.id}
      addHref={paths.products.edit.href('new')}
      toolbar={<ExportButton job={productExport} />}
      deleteAction={{
        prompt: m.deletePrompt,
        run: (product) => deleteProduct(product.id),
        describe: (product) => product.name,
        invalidates: productQueries.all(),
      }}
      bulk={{
        publish: (product, on, client) => setProductPublished(client, product.id, on),
        invalidates: productQueries.lists(),
      }}
    />
  );
}
