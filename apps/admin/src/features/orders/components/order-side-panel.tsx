import { ClampText } from '@shop/ui/table';
import type { ReactNode } from 'react';
import { messages } from '../../../config/messages';
import { formatDateTimeSeconds } from '../../../lib/dates';
import type { Order } from '../api/queries';
import {
  orderStatusOptions,
  parseOrderStatus,
  parsePaymentStatus,
  paymentStatusOptions,
  paymentTypeLabel,
} from '../lib/status-labels';
import { StatusSetter } from './status-setter';
import { useOrderStatusChange, usePaymentStatusChange } from './use-status-change';

const m = messages.orders;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      {/* Free text from the server (comment, address) is rendered as text, never as HTML. */}
      <dd className="whitespace-pre-line">{children}</dd>
    </div>
  );
}

export function OrderSidePanel({ order }: { order: Order }) {
  const orderStatus = useOrderStatusChange(order);
  const paymentStatus = usePaymentStatusChange(order);
  const comment = order.comment?.trim() ? order.comment : m.noComment;

  // Not an <aside>: axe refuses a complementary landmark inside <main>.
  return (
    <section
      aria-label={m.details}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-5"
    >
      <StatusSetter
        label={m.orderStatus}
        buttonLabel={m.setOrderStatusFor}
        options={orderStatusOptions}
        initial={order.orderStatus}
        parse={parseOrderStatus}
        onSet={(status) => void orderStatus.change(status)}
        isBusy={orderStatus.isPending}
      />
      <StatusSetter
        label={m.paymentStatus}
        buttonLabel={m.setPaymentStatusFor}
        options={paymentStatusOptions}
        initial={order.paymentStatus}
        parse={parsePaymentStatus}
        onSet={(status) => void paymentStatus.change(status)}
        isBusy={paymentStatus.isPending}
      />
      <dl className="flex flex-col gap-3">
        <Detail term={m.date}>{formatDateTimeSeconds(order.utcDate)}</Detail>
        {order.toTime ? (
          <Detail term={m.toTime}>{formatDateTimeSeconds(order.toTime)}</Detail>
        ) : null}
        {/* A name and a phone are cut to fit (whole in the tooltip); the address and the
            comment are read in full, wrapped. */}
        <Detail term={m.contactName}>
          <ClampText text={order.contactName} />
        </Detail>
        <Detail term={m.contactPhone}>
          <ClampText text={order.contactPhone} />
        </Detail>
        <Detail term={m.paymentType}>{paymentTypeLabel(order.paymentType)}</Detail>
        {order.deliveryAddress ? (
          <Detail term={m.deliveryAddress}>{order.deliveryAddress}</Detail>
        ) : null}
        <Detail term={m.comment}>{comment}</Detail>
      </dl>
      {orderStatus.confirmDialog}
      {paymentStatus.confirmDialog}
    </section>
  );
}
