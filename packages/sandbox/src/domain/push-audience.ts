// Enabled customers: all with sendAll, else those whose orders pass the check and date filters.
import type { components } from '@shop/api-client';
import type { SandboxData } from '../data';

type PushMailing = components['schemas']['PushMailing'];

export function pushRecipients(data: SandboxData, push: PushMailing): number {
  const customers = data.users.filter((u) => u.role === 'Customer' && u.isEnabled);
  if (push.sendAll) return customers.length;
  const from = push.buyDateStart ? Date.parse(push.buyDateStart) : null;
  const to = push.buyDateEnd ? Date.parse(push.buyDateEnd) : null;
  return customers.filter((customer) => {
    const orders = data.orders.filter((order) => order.customerId === customer.id);
    if (push.averageSum != null) {
      if (orders.length === 0) return false;
      const average = orders.reduce((sum, order) => sum + order.totalSum, 0) / orders.length;
      const passes = push.lessAverageSum ? average < push.averageSum : average >= push.averageSum;
      if (!passes) return false;
    }
    if (from !== null && to !== null) {
      return orders.some((order) => {
        const at = Date.parse(order.utcDate);
        return at >= from && at <= to;
      });
    }
    return true;
  }).length;
}
