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

/** '' means none; days as the picker shows them (dd.MM.yyyy, local time). */
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

function dayBound(day: string | undefined, isEnd: boolean): string | undefined {
  const date = day ? parseDateText(day) : null;
  if (!date) return undefined;
  if (isEnd) date.setHours(23, 59, 59, 999);
  return date.toISOString();
}

/** A day runs 00:00 to 23:59:59.999 local (inclusive on the server), sent as UTC. */
export function toOrderListQuery(values: Partial<OrderFilterValues>): OrderListQuery {
  return {
    orderStatus: parseOrderStatus(values.orderStatus ?? '') ?? undefined,
    paymentStatus: parsePaymentStatus(values.paymentStatus ?? '') ?? undefined,
    dateFrom: dayBound(values.dateFrom, false),
    dateTo: dayBound(values.dateTo, true),
  };
}
