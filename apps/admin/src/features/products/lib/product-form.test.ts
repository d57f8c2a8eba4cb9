import { describe, expect, it } from 'vitest';
import { productFormDefaults } from '../schemas';
import { toProductInput, toProductFormValues } from './product-form';

describe('product values', () => {
  it('fills absent optional fields so every input has a value', () => {
    const stored = { id: 5, name: 'Морс', price: 120, isPublished: false, isNew: false };
    const values = toProductFormValues({ ...stored, isFavorite: true });
    expect(values).toEqual({
      ...productFormDefaults,
      name: 'Морс',
      price: 120,
      isPublished: false,
      isFavorite: true,
    });
  });

  it('sends the id only when updating, and an emptied old price as null', () => {
    const values = { ...productFormDefaults, name: 'Морс', price: 120, oldPrice: undefined };
    expect(toProductInput(values, undefined)).not.toHaveProperty('id');
    expect(toProductInput(values, 5)).toMatchObject({ id: 5, oldPrice: null, price: 120 });
  });
});
