import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import {
  applyTypedPosition,
  parsePosition,
  positionError,
  splitIntoColumns,
  toSavedItems,
  toSortRows,
} from './sort-rows';

type Item = { id: number; order: number };

/** A list as loaded: distinct ids, order = 1-based position. */
const listArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 60 })
  .map((ids): Item[] => ids.map((id, index) => ({ id, order: index + 1 })));

/** A list with an index inside it. */
const listWithIndexArb = listArb.chain((items) =>
  fc.tuple(fc.constant(items), fc.integer({ min: 0, max: items.length - 1 })),
);

const validTextArb = fc.integer({ min: 1, max: 200 }).map(String);
/** Text that is not a whole number from 1: ignored as a position. */
const invalidTextArb = fc.oneof(
  fc.constantFrom('', ' ', '0', '00', '-1', '-7', '2.5', '1,5', 'abc', '1e2', '+3', 'NaN'),
  fc.integer({ max: 0 }).map(String),
  fc.string().filter((text) => !/^\s*\d+\s*$/.test(text) || Number(text) < 1),
);

const ids = (items: readonly Item[]) => items.map((item) => item.id);
const positions = (items: readonly Item[]) => items.map((item) => item.order);

describe('applyTypedPosition (sorting by typed position)', () => {
  it('always returns a permutation of the list', () => {
    fc.assert(
      fc.property(
        listWithIndexArb,
        fc.oneof(validTextArb, invalidTextArb),
        ([items, index], text) => {
          const result = applyTypedPosition(items, index, text);
          expect([...ids(result)].sort((a, b) => a - b)).toEqual(
            [...ids(items)].sort((a, b) => a - b),
          );
        },
      ),
    );
  });

  it('keeps the positions 1..n', () => {
    fc.assert(
      fc.property(
        listWithIndexArb,
        fc.oneof(validTextArb, invalidTextArb),
        ([items, index], text) => {
          const result = applyTypedPosition(items, index, text);
          expect(positions(result)).toEqual(items.map((_, i) => i + 1));
        },
      ),
    );
  });

  it('puts the moved item at the typed position, capped at the count', () => {
    fc.assert(
      fc.property(listWithIndexArb, validTextArb, ([items, index], text) => {
        const result = applyTypedPosition(items, index, text);
        const expected = Math.min(Number(text), items.length);
        const moved = items[index];
        expect(result[expected - 1]?.id).toBe(moved?.id);
        expect(result[expected - 1]?.order).toBe(expected);
      }),
    );
  });

  it('shifts only the items between the old and the new position, keeping their order', () => {
    fc.assert(
      fc.property(listWithIndexArb, validTextArb, ([items, index], text) => {
        const result = applyTypedPosition(items, index, text);
        const moved = items[index]?.id;
        expect(ids(result).filter((id) => id !== moved)).toEqual(
          ids(items).filter((id) => id !== moved),
        );
        const target = Math.min(Number(text), items.length) - 1;
        const [low, high] = [Math.min(index, target), Math.max(index, target)];
        ids(items).forEach((id, i) => {
          if (i < low || i > high) expect(result[i]?.id).toBe(id);
        });
      }),
    );
  });

  it('changes nothing for a position below 1 or not a number', () => {
    fc.assert(
      fc.property(listWithIndexArb, invalidTextArb, ([items, index], text) => {
        expect(applyTypedPosition(items, index, text)).toBe(items);
      }),
    );
  });

  it('moves down and up with the items between shifting', () => {
    const items = [1, 2, 3, 4, 5].map((id) => ({ id, order: id }));
    expect(ids(applyTypedPosition(items, 0, '3'))).toEqual([2, 3, 1, 4, 5]);
    expect(ids(applyTypedPosition(items, 4, '2'))).toEqual([1, 5, 2, 3, 4]);
    expect(ids(applyTypedPosition(items, 1, '99'))).toEqual([1, 3, 4, 5, 2]);
    expect(ids(applyTypedPosition(items, 1, ' 1 '))).toEqual([2, 1, 3, 4, 5]);
  });
});

describe('parsePosition', () => {
  it('reads whole numbers from 1 and nothing else', () => {
    expect(parsePosition('4')).toBe(4);
    expect(parsePosition(' 12 ')).toBe(12);
    for (const text of ['', '0', '-2', '2.5', 'x', '1e1']) expect(parsePosition(text)).toBeNull();
  });
});

describe('positionError (integers, minimum 0)', () => {
  beforeAll(installZodMessages);

  it('accepts integers from 0', () => {
    fc.assert(
      fc.property(fc.nat(), (value) => {
        expect(positionError(String(value))).toBeUndefined();
      }),
    );
  });

  it('explains anything else in Russian', () => {
    expect(positionError('')).toBe('Обязательное поле');
    expect(positionError('2.5')).toBe('Введите целое число');
    expect(positionError('-1')).toBe('Не меньше 0');
    expect(positionError('abc')).toBe('Введите число');
    // Exponents and stray signs are not read as some other number.
    for (const text of ['1e1', '-', '+1', '0x10', '1,5,5']) {
      expect(positionError(text), text).toBe('Введите число');
    }
    expect(positionError('2,5')).toBe('Введите целое число');
  });
});

describe('toSortRows and toSavedItems', () => {
  it('numbers the rows 1..n by list position on load, whatever the server sent', () => {
    const rows = toSortRows(
      [
        { id: 7, order: 40 },
        { id: 3, order: 0 },
      ],
      (item) => ({ key: String(item.id), name: `#${item.id}` }),
    );
    expect(rows.map((row) => [row.key, row.order])).toEqual([
      ['7', 1],
      ['3', 2],
    ]);
    expect(toSavedItems(applyTypedPosition(rows, 1, '1'))).toEqual([
      { id: 3, order: 1 },
      { id: 7, order: 2 },
    ]);
  });
});

describe('splitIntoColumns (two columns above 30 items)', () => {
  it('keeps up to 30 items in one column', () => {
    expect(splitIntoColumns(Array.from({ length: 30 }, (_, i) => i))).toHaveLength(1);
    expect(splitIntoColumns([])).toEqual([[]]);
  });

  it('splits a longer list into two halves that read as one list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 31, max: 200 }), (length) => {
        const list = Array.from({ length }, (_, i) => i);
        const columns = splitIntoColumns(list);
        expect(columns).toHaveLength(2);
        expect(columns.flat()).toEqual(list);
        expect((columns[0]?.length ?? 0) - (columns[1]?.length ?? 0)).toBeGreaterThanOrEqual(0);
        expect((columns[0]?.length ?? 0) - (columns[1]?.length ?? 0)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
