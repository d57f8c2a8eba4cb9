import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { ClampText, Td, Th, Tr } from '@shop/ui/table';
import { RecordLink } from '../../../components/record-link';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { joinTexts } from '../../../lib/server-text';
import type { Order } from '../api/queries';
import { itemUnitPrice, type OrderItem } from '../lib/item-price';

const m = messages.orders;

function Extras({ item }: { item: OrderItem }) {
  const modificators = item.modificators ?? [];
  if (modificators.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5">
      {modificators.map((modificator, index) => (
        // Modifiers have no id; the same name may repeat, so the position is the key.
        <li key={index}>
          <ClampText
            text={joinTexts([
              modificator.name,
              `+${formatMoney(modificator.price)}`,
              modificator.count > 1 ? `× ${modificator.count}` : null,
            ])}
          />
        </li>
      ))}
    </ul>
  );
}

type Row = { item: OrderItem; index: number };

const columns: DataTableColumn<Row>[] = [
  {
    id: 'number',
    header: m.rowNumber,
    className: 'w-px tabular-nums',
    cell: ({ index }) => index + 1,
  },
  {
    id: 'product',
    header: m.product,
    cell: ({ item }) =>
      item.productInfo ? (
        <RecordLink
          to={paths.products.edit.href(item.productInfo.id)}
          title={item.name || undefined}
          target="_blank"
          rel="noopener noreferrer"
        >
          {item.name}
          <span className="sr-only"> {m.opensInNewTab}</span>
        </RecordLink>
      ) : (
        item.name
      ),
  },
  {
    id: 'count',
    header: m.count,
    className: 'text-right tabular-nums',
    cell: ({ item }) => item.count,
  },
  {
    id: 'price',
    header: m.price,
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: ({ item }) => formatMoney(itemUnitPrice(item)),
  },
  { id: 'extras', header: m.extras, cell: ({ item }) => <Extras item={item} /> },
];

/**
 * The items of an order: unit price = base price + each extra × its count, the order's total at
 * the foot. A part missing from the answer (no item list, no product) is left out rather than
 * breaking the page. On a phone the items are cards, like every list.
 */
export function OrderItemsTable({ order }: { order: Order }) {
  const rows = (order.items ?? []).map((item, index) => ({ item, index }));
  return (
    <DataTable
      caption={m.items}
      columns={columns}
      rows={rows}
      getRowKey={({ index }) => index}
      footer={
        <Tr className="font-semibold">
          <Th scope="row" colSpan={3} className="text-right">
            {m.total}
          </Th>
          <Td className="text-right tabular-nums whitespace-nowrap">
            {formatMoney(order.totalSum)}
          </Td>
          <Td />
        </Tr>
      }
    />
  );
}
