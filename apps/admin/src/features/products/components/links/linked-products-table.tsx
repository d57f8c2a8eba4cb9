import { useConfirm } from '@shop/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { ClampText } from '@shop/ui/table';
import { DeleteButton } from '../../../../components/list-screen/delete-button';
import { messages } from '../../../../config/messages';
import { labelOf } from '../../../../lib/server-text';
import type { ProductLinkRef } from '../../api/queries';
import { Thumbnail } from '../../../../components/thumbnail';

const m = messages.productLinks;

export type LinkedProductsTableProps = {
  links: readonly ProductLinkRef[];
  onRemove: (product: ProductLinkRef) => void;
};

/** The products linked so far; each row is removed after 'Удалить запись?'. */
export function LinkedProductsTable({ links, onRemove }: LinkedProductsTableProps) {
  const [confirm, confirmElement] = useConfirm();
  const columns: readonly DataTableColumn<ProductLinkRef>[] = [
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
    {
      id: 'actions',
      header: <span className="sr-only">{messages.list.actions}</span>,
      className: 'w-px text-right',
      cell: (product) => (
        <DeleteButton
          label={labelOf(messages.list.delete, product.name)}
          onClick={() =>
            void confirm(m.deletePrompt).then((isConfirmed) => {
              if (isConfirmed) onRemove(product);
            })
          }
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={m.linked}
        columns={columns}
        rows={links}
        getRowKey={(product) => product.id}
      />
      {confirmElement}
    </>
  );
}
