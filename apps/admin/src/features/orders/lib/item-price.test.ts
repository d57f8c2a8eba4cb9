import { describe, expect, it } from 'vitest';
import { itemUnitPrice, type OrderItem } from './item-price';

const item = (price: number, count: number, modificators: [number, number][]): OrderItem => ({
  name: 'Пицца',
  count,
  price,
  productInfo: { id: 1 },
  modificators: modificators.map(([price, count], index) => ({
    name: `Добавка ${index}`,
    price,
    count,
  })),
});

describe('itemUnitPrice', () => {
  it('is the base price without modifiers', () => {
    expect(itemUnitPrice(item(549, 2, []))).toBe(549);
  });

  it('adds each modifier price times its count', () => {
    expect(
      itemUnitPrice(
        item(489, 1, [
          [40, 1],
          [30, 2],
        ]),
      ),
    ).toBe(589);
  });

  it('does not multiply by the item count', () => {
    expect(itemUnitPrice(item(100, 5, [[10, 1]]))).toBe(110);
  });

  it('ignores modifiers with count 0 or price 0', () => {
    expect(
      itemUnitPrice(
        item(189, 2, [
          [25, 0],
          [0, 3],
        ]),
      ),
    ).toBe(189);
  });
});

describe("the contract's example order", () => {
  it('adds up, unit price times count, to its totalSum of 2835', () => {
    const items = [
      item(549, 2, [
        [150, 1],
        [90, 1],
        [120, 1],
      ]),
      item(489, 1, [
        [40, 1],
        [30, 2],
      ]),
      item(189, 2, [
        [25, 1],
        [0, 1],
      ]),
    ];
    expect(items.map(itemUnitPrice)).toEqual([909, 589, 214]);
    expect(items.reduce((sum, it) => sum + itemUnitPrice(it) * it.count, 0)).toBe(2835);
  });
});
