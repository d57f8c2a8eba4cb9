import { Button } from '@shop/ui/button';
import type { DataTableColumn } from '@shop/ui/data-table';
import { ClampText } from '@shop/ui/table';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { ListScreen } from '../../../../components/list-screen/list-screen';
import { messages } from '../../../../config/messages';
import { labelOf, named } from '../../../../lib/server-text';
import { productQueries, type ProductLinks } from '../../api/queries';
import { LinksDialog } from './links-dialog';
import { Thumbnail } from '../../../../components/thumbnail';

const m = messages.productLinks;

const columns: readonly DataTableColumn<ProductLinks>[] = [
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
    header: messages.products.name,
    cell: (product) => <ClampText text={product.name} />,
  },
];

/** /products/links: products 20 a page, each with a view button opening its links. */
export function ProductLinksScreen() {
  const [viewed, setViewed] = useState<ProductLinks | null>(null);
  return (
    <>
      <ListScreen
        title={m.title}
        query={productQueries.links}
        columns={columns}
        getRowKey={(product) => product.id}
        rowActions={(product) => (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-label={named(m.viewOf, product.name, m.view)}
            onClick={() => setViewed(product)}
          >
            <Eye aria-hidden="true" />
            {m.view}
          </Button>
        )}
      />
      <LinksDialog product={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
