import { ClampText, Table, TBody, Td, Th, THead, Tr, TableCaption } from '@shop/ui/table';
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

/**
 * The items of an order: unit price = base price + each extra × its count, the order's total at the foot. A part missing
 * from the answer (no item list, no product) is left out rather than breaking the page.
 */
export function OrderItemsTable({ order }: { order: Order }) {
  return (
    <Table>
      <TableCaption className="sr-only">{m.items}</TableCaption>
      <THead>
        <Tr>
          <Th className="w-px">{m.rowNumber}</Th>
          <Th>{m.product}</Th>
          <Th className="text-right">{m.count}</Th>
          <Th className="text-right">{m.price}</Th>
          <Th>{m.extras}</Th>
        </Tr>
      </THead>
      <TBody>
        {(order.items ?? []).map((item, index) => (
          <Tr key={index}>
            <Td className="tabular-nums">{index + 1}</Td>
            <Td>
              {item.productInfo ? (
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
              )}
            </Td>
            <Td className="text-right tabular-nums">{item.count}</Td>
            <Td className="text-right tabular-nums whitespace-nowrap">
              {formatMoney(itemUnitPrice(item))}
            </Td>
            <Td>
              <Extras item={item} />
            </Td>
          </Tr>
        ))}
      </TBody>
      <tfoot>
        <Tr className="font-semibold">
          <Th scope="row" colSpan={3} className="text-right">
            {m.total}
          </Th>
          <Td className="text-right tabular-nums whitespace-nowrap">
            {formatMoney(order.totalSum)}
          </Td>
          <Td />
        </Tr>
      </tfoot>
    </Table>
  );
}
