import * as z from 'zod/mini';
import { parseServerDate } from '../../../lib/dates';

/** The newest order this browser has seen on the orders list. */
export type SeenOrder = { id: number; utcDate: string };

export const SEEN_ORDER_KEY = 'orders.newestSeen';

const seenOrderSchema = z.object({ id: z.number(), utcDate: z.string() });
const listeners = new Set<() => void>();

const timeOf = (order: SeenOrder) => parseServerDate(order.utcDate)?.getTime() ?? Number.NaN;

/** Placed later, or at the same instant with a higher id (the server's own tie-break). */
export function isNewer(order: SeenOrder, than: SeenOrder): boolean {
  const [a, b] = [timeOf(order), timeOf(than)];
  return a > b || (a === b && order.id > than.id);
}

export function newestOf(orders: readonly SeenOrder[]): SeenOrder | null {
  return orders.reduce<SeenOrder | null>(
    (newest, order) => (newest === null || isNewer(order, newest) ? order : newest),
    null,
  );
}

/** The stored text itself: a string is a stable snapshot for useSyncExternalStore. */
export function readSeenText(): string | null {
  try {
    return localStorage.getItem(SEEN_ORDER_KEY);
  } catch {
    return null;
  }
}

export function parseSeen(text: string | null): SeenOrder | null {
  if (text === null) return null;
  try {
    const parsed = seenOrderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers the order as seen, unless a newer one already is: the mark only moves forward. */
export function markSeen(order: SeenOrder): void {
  const seen = parseSeen(readSeenText());
  if (seen && !isNewer(order, seen)) return;
  try {
    localStorage.setItem(SEEN_ORDER_KEY, JSON.stringify({ id: order.id, utcDate: order.utcDate }));
  } catch {
    return; // Storage refused (private mode, full): the count simply is not kept.
  }
  listeners.forEach((listener) => listener());
}

/** This tab's writes and, through the storage event, the other tabs' (one list clears all). */
export function subscribeSeen(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEEN_ORDER_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
