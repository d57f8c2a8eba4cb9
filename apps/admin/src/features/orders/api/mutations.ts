import { unwrapVoid } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';
import type { OrderStatus, PaymentStatus } from '../lib/status-labels';
import { orderQueries } from './queries';

/** POST /orders/{id}/status/{status} (no body); any status may be set at any time. */
export function useSetOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      unwrapVoid(
        client.POST('/api/admin/orders/{id}/status/{status}', { params: { path: { id, status } } }),
      ),
    meta: { successMessage: messages.orders.orderStatusSet },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}

/** POST /orders/{id}/payment/status/{status} (no body). */
export function useSetPaymentStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PaymentStatus) =>
      unwrapVoid(
        client.POST('/api/admin/orders/{id}/payment/status/{status}', {
          params: { path: { id, status } },
        }),
      ),
    meta: { successMessage: messages.orders.paymentStatusSet },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  });
}
