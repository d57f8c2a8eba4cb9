import { describe, expect, it } from 'vitest';
import { productFormDefaults, productFormSchema } from '../schemas';
import {
  closeOrderGaps,
  newChildModificator,
  newModificator,
  nextOrder,
  toChildValues,
  toModificatorValues,
} from './modificators';

const size = {
  name: 'Размер',
  price: 0,
  defaultCount: 1,
  minCount: 1,
  maxCount: 1,
  order: 1,
  isRequried: true,
  image: null,
  child: [{ name: '30 см', price: 150, order: 1, isRequried: false }],
};

describe('nextOrder', () => {
  it('is 1 for the first and one past the largest after that', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([{ order: 2 }, { order: 5 }, { order: undefined }])).toBe(6);
  });
});

describe('new modificators', () => {
  it('a top-level one has an empty list of children and the next order', () => {
    const first = newModificator([]);
    expect(first).toMatchObject({ name: '', price: 0, order: 1, isRequried: false, child: [] });
    expect(newModificator([first]).order).toBe(2);
  });

  it('a child has no list of children at all', () => {
    const child = newChildModificator([]);
    expect(child).not.toHaveProperty('child');
    expect(child.order).toBe(1);
  });
});

describe('nesting one level deep', () => {
  it('keeps a stored modificator and its children', () => {
    expect(toModificatorValues(size)).toEqual({
      ...size,
      child: [
        {
          name: '30 см',
          price: 150,
          defaultCount: undefined,
          minCount: undefined,
          maxCount: undefined,
          order: 1,
          isRequried: false,
          image: null,
        },
      ],
    });
  });

  it('drops the children of a child, from the server or from the form', () => {
    const grandChild = { name: 'Лишний', price: 1 };
    const child = { name: '30 см', price: 150, isRequried: false, child: [grandChild] };
    expect(toChildValues(child)).not.toHaveProperty('child');

    const parsed = productFormSchema.parse({
      ...productFormDefaults,
      name: 'Пицца',
      price: 500,
      modificators: [
        {
          ...toModificatorValues(size),
          child: [{ ...newChildModificator([]), name: 'A', child: [grandChild] }],
        },
      ],
    });
    expect(parsed.modificators[0]?.child[0]).not.toHaveProperty('child');
  });
});

describe('productFormSchema', () => {
  it('requires a name and a price', () => {
    const result = productFormSchema.safeParse(productFormDefaults);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'price']));
  });

  it('requires a name and a price on every modificator', () => {
    const result = productFormSchema.safeParse({
      ...productFormDefaults,
      name: 'Пицца',
      price: 500,
      modificators: [
        { ...newModificator([]), child: [{ ...newChildModificator([]), price: undefined }] },
      ],
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'modificators.0.name',
        'modificators.0.child.0.name',
        'modificators.0.child.0.price',
      ]),
    );
  });
});

describe('closeOrderGaps', () => {
  it('numbers what is left 1..n by the order it had', () => {
    expect(closeOrderGaps([{ order: 1 }, { order: 3 }])).toEqual([1, 2]);
    expect(closeOrderGaps([{ order: 5 }, { order: 2 }, { order: 9 }])).toEqual([2, 1, 3]);
    expect(closeOrderGaps([{ order: undefined }, { order: 3 }])).toEqual([1, 2]);
    expect(closeOrderGaps([])).toEqual([]);
  });
});
