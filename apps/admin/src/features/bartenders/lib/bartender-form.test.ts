import { describe, expect, it } from 'vitest';
import type { Bartender } from '../api/queries';
import { bartenderFormDefaults } from '../schemas';
import {
  fullName,
  toBartenderInput,
  toBartenderFormValues,
  withCurrentStore,
} from './bartender-form';

const stores = [
  { id: 1, name: 'Магазин на Ленинском', address: 'Калининград, Ленинский проспект, 30' },
  { id: 3, name: 'Магазин на Московском', address: 'Калининград, Московский проспект, 40' },
];

const kuznetsov: Bartender = {
  id: 1,
  lastName: 'Кузнецов',
  name: 'Артём',
  description: 'Готовит авторские коктейли.',
  tipsLink: 'https://tips.example.ru/kuznetsov',
  imagePath: '/media/bartenders/kuznetsov.svg',
  store: stores[0],
  rating: 4.7,
};

describe('bartender form values', () => {
  it("names a bartender 'Фамилия Имя', leaving out a part the server sent as null", () => {
    expect(fullName(kuznetsov)).toBe('Кузнецов Артём');
    expect(fullName({ lastName: null, name: 'Артём' })).toBe('Артём');
    expect(fullName({ lastName: null, name: null })).toBe('');
  });

  it('reads a bartender into the form, store as the select value', () => {
    expect(toBartenderFormValues(kuznetsov)).toEqual({
      lastName: 'Кузнецов',
      name: 'Артём',
      description: 'Готовит авторские коктейли.',
      tipsLink: 'https://tips.example.ru/kuznetsov',
      imagePath: '/media/bartenders/kuznetsov.svg',
      storeId: '1',
    });
  });

  it('reads missing link, avatar and store as empty fields', () => {
    const values = toBartenderFormValues({
      ...kuznetsov,
      tipsLink: null,
      imagePath: null,
      store: null,
    });
    expect(values).toMatchObject({ tipsLink: '', imagePath: '', storeId: '' });
  });

  it('sends the chosen store with its name and address, and never the rating', () => {
    const input = toBartenderInput(
      { ...toBartenderFormValues(kuznetsov), storeId: '3' },
      stores,
      1,
    );
    expect(input).toEqual({
      id: 1,
      lastName: 'Кузнецов',
      name: 'Артём',
      description: 'Готовит авторские коктейли.',
      tipsLink: 'https://tips.example.ru/kuznetsov',
      imagePath: '/media/bartenders/kuznetsov.svg',
      store: stores[1],
    });
  });

  it('sends empty fields as null and no id for a new bartender', () => {
    const input = toBartenderInput(
      { ...bartenderFormDefaults, lastName: 'Егорова', name: 'Валерия', description: 'Кофе' },
      stores,
    );
    expect(input).toEqual({
      lastName: 'Егорова',
      name: 'Валерия',
      description: 'Кофе',
      tipsLink: null,
      imagePath: null,
      store: null,
    });
  });

  it('keeps a store id it cannot describe', () => {
    const input = toBartenderInput({ ...bartenderFormDefaults, storeId: '9' }, stores);
    expect(input.store).toEqual({ id: 9 });
  });

  it("adds the record's store to the choices only when missing", () => {
    expect(withCurrentStore(stores, stores[0])).toEqual(stores);
    const other = { id: 7, name: 'Магазин в Зеленоградске', address: 'Зеленоградск' };
    expect(withCurrentStore(stores, other)).toEqual([...stores, other]);
    expect(withCurrentStore(stores, null)).toEqual(stores);
  });
});
