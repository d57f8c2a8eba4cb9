import { describe, expect, it } from 'vitest';
import { canMove, moveItem, moveToPosition, removeAt, renumber } from './reorder';

const items = [
  { id: 'a', order: 5 },
  { id: 'b', order: 9 },
  { id: 'c', order: 12 },
];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
const orders = (list: readonly { order: number }[]) => list.map((item) => item.order);

describe('renumber', () => {
  it('numbers items 1..n by position without mutating the input', () => {
    expect(orders(renumber(items))).toEqual([1, 2, 3]);
    expect(orders(items)).toEqual([5, 9, 12]);
  });
});

describe('moveItem', () => {
  it('swaps with the left neighbour and renumbers', () => {
    const moved = moveItem(items, 1, 'left');
    expect(ids(moved)).toEqual(['b', 'a', 'c']);
    expect(orders(moved)).toEqual([1, 2, 3]);
  });

  it('swaps with the right neighbour', () => {
    expect(ids(moveItem(items, 1, 'right'))).toEqual(['a', 'c', 'b']);
  });

  it('does not move the first item left or the last item right', () => {
    expect(moveItem(items, 0, 'left')).toBe(items);
    expect(moveItem(items, 2, 'right')).toBe(items);
    expect(canMove(3, 0, 'left')).toBe(false);
    expect(canMove(3, 2, 'right')).toBe(false);
    expect(canMove(3, 2, 'left')).toBe(true);
  });

  it('ignores an index outside the list', () => {
    expect(moveItem(items, 7, 'left')).toBe(items);
  });
});

describe('removeAt', () => {
  it('removes and renumbers', () => {
    const rest = removeAt(items, 0);
    expect(ids(rest)).toEqual(['b', 'c']);
    expect(orders(rest)).toEqual([1, 2]);
  });
});

describe('moveToPosition', () => {
  const list = renumber(['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, order: 0 })));

  it('moves down and shifts the items between up', () => {
    expect(ids(moveToPosition(list, 1, 4))).toEqual(['a', 'c', 'd', 'b', 'e']);
  });

  it('moves up and shifts the items between down', () => {
    const moved = moveToPosition(list, 4, 2);
    expect(ids(moved)).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(orders(moved)).toEqual([1, 2, 3, 4, 5]);
  });

  it('caps the position at the item count', () => {
    expect(ids(moveToPosition(list, 0, 99))).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('ignores positions below 1 and non-numbers', () => {
    expect(moveToPosition(list, 2, 0)).toBe(list);
    expect(moveToPosition(list, 2, Number.NaN)).toBe(list);
  });
});
