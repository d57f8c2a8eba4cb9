import { parseDateText } from '@shop/ui/lib/date-text';
import * as z from 'zod/mini';
import type { FilterValues } from '../../../components/list-screen/use-list-params';
import {
  parseOrderStatus,
  parsePaymentStatus,
  type OrderStatus,
  type PaymentStatus,
} from './status-labels';

// An unreadable value in a shared or hand-edited link means no filter, never a failed screen.
const filter = (isValid: (value: string) => boolean) =>
  z.catch(z.string().check(z.refine(isValid)), '');
const isDay = (value: string) => parseDateText(value) !== null;

/**
 * The order list's filters as they live in the URL, '' meaning none. Days are written as the
 * date picker shows them (dd.MM.yyyy), in the browser's local time.
 */
export const orderFilterShape = {
  orderStatus: filter((value) => parseOrderStatus(value) !== null),
  paymentStatus: filter((value) => parsePaymentStatus(value) !== null),
  dateFrom: filter(isDay),
  dateTo: filter(isDay),
};

export type OrderFilterValues = FilterValues<typeof orderFilterShape>;

export type OrderListQuery = {
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
  dateFrom?: string;
  dateTo?: string;
};

/** A day's local midnight (or, with `isEnd`, its last millisecond) as a UTC instant. */
function dayBound(day: string | undefined, isEnd: boolean): string | undefined {
  const date = day ? parseDateText(day) : null;
  if (!date) return undefined;
  if (isEnd) date.setHours(23, 59, 59, 999);
  return date.toISOString();
}

/**
 * The filters as the server takes them: a day from its start (00:00 local) to its very end
 * (23:59:59.999 local, compared inclusively by the server), both as UTC instants. Unset ones
 * are left out of the call.
 */
export function toOrderListQuery(values: Partial<OrderFilterValues>): OrderListQuery {
  return {
    orderStatus: parseOrderStatus(values.orderStatus ?? '') ?? undefined,
    paymentStatus: parsePaymentStatus(values.paymentStatus ?? '') ?? undefined,
    dateFrom: dayBound(values.dateFrom, false),
    dateTo: dayBound(values.dateTo, true),
  };
}
