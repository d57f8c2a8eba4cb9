import { useConfirm } from '@shop/ui/confirm-dialog';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { messages } from '../../../config/messages';
import { useSetOrderStatus, useSetPaymentStatus } from '../api/mutations';
import {
  CANCELLED_ORDER,
  REFUNDED_PAYMENT,
  type OrderStatus,
  type PaymentStatus,
} from '../lib/status-labels';

const m = messages.orders;

export type StatusChange<T extends number> = {
  /** Sets the status; for one that cannot be undone, only after the admin said 'Да'. */
  change: (status: T) => Promise<void>;
  isPending: boolean;
  pending: T | undefined;
  confirmDialog: ReactElement;
};

type OrderRef = { id: number; number: string | null };

function useStatusChange<T extends number>(
  mutation: UseMutationResult<void, Error, T>,
  irreversible: T,
  question: string,
): StatusChange<T> {
  const [confirm, confirmDialog] = useConfirm();
  const change = async (status: T) => {
    if (status === irreversible && !(await confirm(question))) return;
    mutation.mutate(status);
  };
  return {
    change,
    isPending: mutation.isPending,
    pending: mutation.isPending ? mutation.variables : undefined,
    confirmDialog,
  };
}

// Never 'null' in a question, whatever the server sent.
const numberOf = (order: OrderRef) => order.number ?? '';

/** Cancelling cannot be undone (the customer is told), so it asks first. */
export const useOrderStatusChange = (order: OrderRef): StatusChange<OrderStatus> =>
  useStatusChange(useSetOrderStatus(order.id), CANCELLED_ORDER, m.cancelPrompt(numberOf(order)));

/** The payment status: a refund returns the money, so it asks first. */
export const usePaymentStatusChange = (order: OrderRef): StatusChange<PaymentStatus> =>
  useStatusChange(useSetPaymentStatus(order.id), REFUNDED_PAYMENT, m.refundPrompt(numberOf(order)));
