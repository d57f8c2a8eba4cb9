import type { Schemas } from '@shop/api-client';
import type { SelectOption } from '@shop/ui/select';
import { messages } from '../../../config/messages';

export type OrderStatus = Schemas['OrderStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];

const m = messages.orders;

/** The enums in the contract's order, so the dropdowns list them 1…n. */
const ORDER_STATUSES: readonly OrderStatus[] = [1, 2, 3, 4, 5];
const PAYMENT_STATUSES: readonly PaymentStatus[] = [1, 2, 3, 4];

/** Setting these cannot be taken back (the customer is told, money is returned): ask first. */
export const CANCELLED_ORDER: OrderStatus = 4;
export const REFUNDED_PAYMENT: PaymentStatus = 4;

// A value the contract does not know yet (a newer server) shows as its number, not a blank;
// a missing one (null in an odd answer) shows as nothing rather than 'null'.
const labelOf = (labels: Readonly<Record<number, string>>, value: number): string =>
  typeof value === 'number' ? (labels[value] ?? String(value)) : '';

export const orderStatusLabel = (status: number): string => labelOf(m.statusLabels, status);
export const paymentStatusLabel = (status: number): string =>
  labelOf(m.paymentStatusLabels, status);
export const paymentTypeLabel = (type: number): string => labelOf(m.paymentTypeLabels, type);

const toOptions = (values: readonly number[], label: (value: number) => string): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: label(value) }));

export const orderStatusOptions = toOptions(ORDER_STATUSES, orderStatusLabel);
export const paymentStatusOptions = toOptions(PAYMENT_STATUSES, paymentStatusLabel);

/** Reads a dropdown value back; null for anything that is not one of the enum's values. */
export function parseOrderStatus(value: string): OrderStatus | null {
  return ORDER_STATUSES.find((status) => String(status) === value) ?? null;
}

export function parsePaymentStatus(value: string): PaymentStatus | null {
  return PAYMENT_STATUSES.find((status) => String(status) === value) ?? null;
}
