import { describe, expect, it } from 'vitest';
import { SEED_VERSION } from '../data';
import { seed } from './index';
import { lineTotal } from './orders';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const data = seed(NOW);

describe('seed', () => {
  it('gives identical data for the same reference instant', () => {
    expect(seed(new Date(NOW))).toEqual(data);
  });

  it('places dates relative to the reference instant', () => {
    const later = seed(new Date('2026-04-10T09:00:00.000Z'));
    expect(later.orders[0]?.utcDate).not.toBe(data.orders[0]?.utcDate);
    expect(later.products).toEqual(data.products);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('has the sizes of a realistic demo', () => {
    expect(data.version).toBe(SEED_VERSION);
    expect(data.categories.length).toBeGreaterThanOrEqual(28);
    expect(data.categories.length).toBeLessThanOrEqual(35);
    expect(data.categories.some((category) => !category.isPublished)).toBe(true);
    expect(data.products.length).toBeGreaterThanOrEqual(180);
    expect(data.orders).toHaveLength(500);
    expect(data.users.filter((user) => user.role === 'Admin')).toHaveLength(5);
    expect(data.users.filter((user) => user.role === 'Customer')).toHaveLength(60);
    expect(data.cities).toHaveLength(6);
    expect(data.cities[0]?.name).toBe('Калининград');
    expect(data.stores).toHaveLength(40);
    expect(data.storePromotions).toHaveLength(15);
    expect(data.bartenders).toHaveLength(12);
    expect(data.bartenderVotes).toHaveLength(150);
    expect(data.news).toHaveLength(25);
    expect(data.slides).toHaveLength(5);
    expect(data.files.length).toBeGreaterThan(0);
    expect(data.userPromotions.length).toBeGreaterThan(10);
  });

  it('gives about half of the products modifiers, nested one level', () => {
    const withMods = data.products.filter((product) => (product.modificators ?? []).length > 0);
    expect(withMods.length / data.products.length).toBeGreaterThan(0.35);
    expect(withMods.length / data.products.length).toBeLessThan(0.65);
    const groups = withMods.flatMap((product) => product.modificators ?? []);
    expect(groups.some((group) => (group.child ?? []).length > 0)).toBe(true);
    expect(data.products.every((product) => (product.images ?? []).length >= 1)).toBe(true);
    expect(data.products.every((product) => (product.images ?? []).length <= 3)).toBe(true);
    expect(data.products.some((product) => product.oldPrice != null)).toBe(true);
  });

  it('covers every order status, payment status and payment type', () => {
    expect(new Set(data.orders.map((order) => order.orderStatus))).toEqual(
      new Set([1, 2, 3, 4, 5]),
    );
    expect(new Set(data.orders.map((order) => order.paymentStatus))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(data.orders.map((order) => order.paymentType))).toEqual(new Set([1, 2, 3]));
  });

  it('spreads orders over the last 30 days, with totals that add up', () => {
    const from = NOW.getTime() - 30 * 24 * 3600 * 1000;
    for (const order of data.orders) {
      const placed = Date.parse(order.utcDate);
      expect(placed).toBeGreaterThanOrEqual(from);
      expect(placed).toBeLessThanOrEqual(NOW.getTime());
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      expect(order.items.length).toBeLessThanOrEqual(5);
      expect(order.totalSum).toBe(order.items.reduce((sum, item) => sum + lineTotal(item), 0));
    }
    expect(
      data.orders.some((order) => order.items.some((item) => item.modificators.length > 0)),
    ).toBe(true);
    const numbers = data.orders.map((order) => Number(order.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('counts an order line as base price plus modifiers, per unit', () => {
    const item = {
      name: 'Пицца',
      count: 2,
      price: 549,
      productInfo: { id: 1 },
      modificators: [
        { name: '30 см', price: 150, count: 1 },
        { name: 'Двойной сыр', price: 90, count: 2 },
      ],
    };
    expect(lineTotal(item)).toBe((549 + 150 + 180) * 2);
  });

  it('hands out next ids above every seeded id', () => {
    const max = (ids: number[]) => Math.max(0, ...ids);
    expect(data.nextId.products).toBe(max(data.products.map((p) => p.id)) + 1);
    expect(data.nextId.orders).toBe(max(data.orders.map((o) => o.id)) + 1);
    expect(data.nextId.orderNumber).toBeGreaterThan(max(data.orders.map((o) => Number(o.number))));
    expect(data.nextId.users).toBe(max(data.users.map((u) => u.id)) + 1);
    const imageIds = [
      ...data.categories.flatMap((c) => (c.image ? [c.image.id] : [])),
      ...data.products.flatMap((p) => (p.images ?? []).map((i) => i.id)),
      ...data.products.flatMap((p) =>
        (p.modificators ?? []).flatMap((m) => (m.image ? [m.image.id] : [])),
      ),
      ...data.stores.flatMap((s) => (s.images ?? []).map((i) => i.id)),
      ...data.news.flatMap((n) => (n.images ?? []).map((i) => i.id)),
    ];
    expect(new Set(imageIds).size).toBe(imageIds.length);
    expect(data.nextId.images).toBe(max(imageIds) + 1);
  });
});
