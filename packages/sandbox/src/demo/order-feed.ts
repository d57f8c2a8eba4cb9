// SANDBOX_ORDER_EVERY: new orders on a schedule, so a training room's order desk has work.
import { buildOrder, orderSources } from '../seed/orders';
import { createRng } from '../seed/random';
import type { SandboxState } from '../state';

/** `90s`, `2m`, `500ms` or a bare number of seconds; undefined when unset or unreadable. */
export function parseInterval(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$/i.exec(value ?? '');
  if (!match?.[1]) return undefined;
  const unit = { ms: 1, s: 1000, m: 60_000 }[(match[2] ?? 's').toLowerCase()] ?? 1000;
  const ms = Math.round(Number(match[1]) * unit);
  return ms > 0 ? ms : undefined;
}

export function placeOrder(state: SandboxState, now = new Date()) {
  const { data } = state;
  const sources = orderSources(data.products, data.users, data.stores);
  if (sources.published.length === 0 || sources.customers.length === 0) return null;
  if (sources.openStores.length === 0) return null;
  const order = buildOrder(createRng(now.getTime()), sources, {
    date: now,
    id: state.nextId('orders', data.orders),
    number: data.nextId.orderNumber,
    status: 1,
  });
  data.nextId.orderNumber += 1;
  data.orders.push(order);
  state.persist();
  return order;
}

export function startOrderFeed(state: SandboxState, everyMs: number): () => void {
  const timer = setInterval(() => placeOrder(state), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
