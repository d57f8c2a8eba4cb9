// 30 days of orders by customers at stores of their city, 1–5 lines, totals that add up; old ones
// mostly closed or cancelled, the newest in progress, so every status shows.
import type { components } from '@shop/api-client';
import type { OrderRecord, ProductRecord, StoreRecord, UserRecord } from '../data';
import { atMinute, daysBefore, minutesAfter, utc } from './dates';
import type { Rng } from './random';

type S = components['schemas'];
type OrderStatus = S['OrderStatus'];
type PaymentStatus = S['PaymentStatus'];
type PaymentType = S['PaymentType'];

const ORDER_COUNT = 500;
export const FIRST_ORDER_NUMBER = 10001;

const COMMENTS = [
  'Позвонить за 10 минут',
  'Домофон не работает, позвоните',
  'Без лука, пожалуйста',
  'Оставить у двери',
  'Приборы на четверых',
];

/** The newest orders, newest first: just placed, being made, waiting at the counter. */
const NEWEST: readonly OrderStatus[] = [1, 1, 1, 2, 2, 2, 3, 3, 3];
const OLDER: readonly OrderStatus[] = [5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 3];
const PAYMENT_TYPES: readonly PaymentType[] = [1, 1, 1, 1, 2, 2, 2, 3, 3, 3];

function paymentStatus(rng: Rng, status: OrderStatus, type: PaymentType): PaymentStatus {
  const paidAhead = type === 2 || (type === 1 && rng.chance(0.3));
  if (status === 5) return 2;
  // A cancelled order that had been paid is refunded; cash is never taken in advance.
  if (status === 4) return type !== 3 && rng.chance(0.6) ? 4 : 3;
  return paidAhead ? 2 : 1;
}

function itemModificators(rng: Rng, product: ProductRecord): S['OrderItemModificator'][] {
  const groups = product.modificators ?? [];
  if (groups.length === 0 || rng.chance(0.4)) return [];
  return groups.flatMap((group) => {
    const children = group.child ?? [];
    if (children.length > 0) {
      if (!group.isRequried && rng.chance(0.5)) return [];
      const choice = rng.pick(children);
      return [{ name: choice.name, price: choice.price, count: 1 }];
    }
    if (!rng.chance(0.4)) return [];
    return [{ name: group.name, price: group.price, count: rng.int(1, group.maxCount ?? 1) }];
  });
}

/** An order line costs its base price plus each modifier's price times its count, per unit. */
export function lineTotal(item: S['OrderItem']): number {
  const extras = item.modificators.reduce((sum, mod) => sum + mod.price * mod.count, 0);
  return (item.price + extras) * item.count;
}

function deliveryAddress(user: UserRecord): string | null {
  const address = user.address;
  if (!address?.city || !address.street || !address.house) return null;
  const flat = address.flat ? `, кв. ${address.flat}` : '';
  return `${address.city}, ${address.street}, д. ${address.house}${flat}`;
}

export type OrderSources = {
  published: readonly ProductRecord[];
  customers: readonly UserRecord[];
  openStores: readonly StoreRecord[];
  cityOf: ReadonlyMap<number, string | undefined>;
};

export function orderSources(
  products: readonly ProductRecord[],
  users: readonly UserRecord[],
  stores: readonly StoreRecord[],
): OrderSources {
  return {
    published: products.filter((product) => product.isPublished),
    customers: users.filter((user) => user.role === 'Customer'),
    openStores: stores.filter((store) => store.isEnabled),
    cityOf: new Map(stores.map((store) => [store.id, store.address.split(',')[0]])),
  };
}

/** One order placed at `date` by a customer at a store of their city (the seed's and the feed's). */
export function buildOrder(
  rng: Rng,
  sources: OrderSources,
  placed: { date: Date; id: number; number: number; status: OrderStatus },
): OrderRecord {
  const { published, customers, openStores, cityOf } = sources;
  const { date, status } = placed;
  const type = rng.pick(PAYMENT_TYPES);
  const customer = rng.pick(customers);
  const local = openStores.filter((store) => cityOf.get(store.id) === customer.address?.city);
  const store = rng.pick(local.length > 0 ? local : openStores);
  const items = rng.sample(published, rng.int(1, 5)).map((product): S['OrderItem'] => ({
    name: product.name,
    count: rng.chance(0.75) ? 1 : rng.int(2, 4),
    price: product.price,
    productInfo: { id: product.id },
    modificators: itemModificators(rng, product),
  }));
  const delivered = rng.chance(0.75) ? deliveryAddress(customer) : null;
  return {
    id: placed.id,
    number: String(placed.number),
    utcDate: utc(date),
    contactName: [customer.name, customer.lastName].filter(Boolean).join(' '),
    contactPhone: customer.phone ?? '',
    orderStatus: status,
    paymentStatus: paymentStatus(rng, status, type),
    totalSum: items.reduce((sum, item) => sum + lineTotal(item), 0),
    toTime: rng.chance(0.2) ? utc(minutesAfter(date, rng.int(4, 12) * 15)) : null,
    paymentType: type,
    deliveryAddress: delivered,
    comment: rng.chance(0.3) ? rng.pick(COMMENTS) : null,
    items,
    customerId: customer.id,
    storeId: store.id,
  };
}

export function buildOrders(
  rng: Rng,
  now: Date,
  products: readonly ProductRecord[],
  users: readonly UserRecord[],
  stores: readonly StoreRecord[],
): OrderRecord[] {
  const sources = orderSources(products, users, stores);
  const dates = Array.from({ length: ORDER_COUNT }, () =>
    atMinute(daysBefore(now, rng.next() * 30)),
  ).sort((a, b) => a.getTime() - b.getTime());

  return dates.map((date, index): OrderRecord => {
    const newestRank = ORDER_COUNT - 1 - index;
    const status = NEWEST[newestRank] ?? rng.pick(OLDER);
    return buildOrder(rng, sources, {
      date,
      id: index + 1,
      number: FIRST_ORDER_NUMBER + index,
      status,
    });
  });
}
