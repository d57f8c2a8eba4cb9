// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isNewer,
  markSeen,
  newestOf,
  parseSeen,
  readSeenText,
  SEEN_ORDER_KEY,
  subscribeSeen,
} from './seen-orders';

const order = (id: number, utcDate: string) => ({ id, utcDate });

afterEach(() => localStorage.clear());

describe('which order is newer', () => {
  it('compares the instants, zone-less ones as UTC, then the ids', () => {
    expect(isNewer(order(1, '2026-11-20T09:31:00Z'), order(2, '2026-11-20T09:30:00Z'))).toBe(true);
    expect(isNewer(order(1, '2026-11-20T11:30:00+02:00'), order(2, '2026-11-20T09:30:00'))).toBe(
      false,
    );
    expect(isNewer(order(3, '2026-11-20T09:30:00Z'), order(2, '2026-11-20T09:30:00Z'))).toBe(true);
    expect(isNewer(order(9, 'вчера'), order(2, '2026-11-20T09:30:00Z'))).toBe(false);
  });

  it('finds the newest of a page in any order, or none', () => {
    const page = [
      order(5, '2026-11-19T10:00:00Z'),
      order(7, '2026-11-20T10:00:00Z'),
      order(6, '2026-11-20T08:00:00Z'),
    ];
    expect(newestOf(page)).toEqual(order(7, '2026-11-20T10:00:00Z'));
    expect(newestOf([])).toBeNull();
  });
});

describe('the newest seen order in localStorage', () => {
  it('only moves forward, and tells the subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSeen(listener);
    markSeen(order(7, '2026-11-20T10:00:00Z'));
    expect(parseSeen(readSeenText())).toEqual(order(7, '2026-11-20T10:00:00Z'));
    markSeen(order(5, '2026-11-19T10:00:00Z'));
    expect(parseSeen(readSeenText())).toEqual(order(7, '2026-11-20T10:00:00Z'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    markSeen(order(8, '2026-11-21T10:00:00Z'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears another tab clearing the count', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSeen(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SEEN_ORDER_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth.token' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('reads a broken or foreign value as nothing seen', () => {
    expect(parseSeen(null)).toBeNull();
    expect(parseSeen('{')).toBeNull();
    expect(parseSeen('{"id":"7"}')).toBeNull();
    localStorage.setItem(SEEN_ORDER_KEY, 'not json');
    markSeen(order(1, '2026-11-20T10:00:00Z'));
    expect(parseSeen(readSeenText())).toEqual(order(1, '2026-11-20T10:00:00Z'));
  });
});
