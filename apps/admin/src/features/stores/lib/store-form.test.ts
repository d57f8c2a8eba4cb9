import { zStoreInput } from '@shop/api-client/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import type { Store } from '../api/queries';
import { storeFormSchema, storeFormDefaults } from '../schemas';
import { formatStorePhone, toStoreFormValues, toStoreInput } from './store-form';

const store: Store = {
  id: 3,
  name: 'Магазин на Московском',
  code: 'KGD-03',
  cityId: 1,
  address: 'Калининград, Московский проспект, 40',
  phone: '8 4012 555 030',
  terminalId: 't',
  priceCategoryId: null,
  sectionId: 's',
  storeId: 'st',
  organizationId: 'o',
  departmentId: 'd',
  description: null,
  isBranded: true,
  isEnabled: true,
  location: { lat: 54.7064, lon: 20.5322 },
  images: [
    { id: 206, order: 2, path: '/media/stores/moskovsky-bar.svg' },
    { id: 205, order: 1, path: '/media/stores/moskovsky.svg' },
  ],
  workTime: Array.from({ length: 7 }, () => ({ from: '10:00:00.000', to: '23:00:00.000' })),
};

/** The first message per field, as the form's resolver shows it. */
const issuesOf = (values: unknown) => {
  const result = storeFormSchema.safeParse(values);
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('store form', () => {
  beforeAll(installZodMessages);

  it('formats the phone with the mask, whatever the stored spacing', () => {
    expect(formatStorePhone('84012555030')).toBe('8 4012 555 030');
    expect(formatStorePhone('8 4012 555 030')).toBe('8 4012 555 030');
    expect(formatStorePhone(null)).toBe('');
  });

  it('reads a store into valid form values and writes it back as the contract wants', () => {
    const values = toStoreFormValues(store);
    expect(values.images.map((i) => i.id)).toEqual([205, 206]);
    expect(values.workTime[0]).toEqual({ from: '10:00:00', to: '23:00:00' });
    expect(storeFormSchema.safeParse(values).success).toBe(true);

    const body = toStoreInput(values, 3);
    expect(zStoreInput.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      id: 3,
      priceCategoryId: null,
      description: null,
      workTime: store.workTime,
      location: store.location,
    });
  });

  it('sends no id when creating, and keeps an optional price category when typed', () => {
    const body = toStoreInput({ ...toStoreFormValues(store), priceCategoryId: 'pc-1' }, undefined);
    expect(body).not.toHaveProperty('id');
    expect(body.priceCategoryId).toBe('pc-1');
  });

  it('requires exactly the required fields of a store, in Russian', () => {
    expect(issuesOf(storeFormDefaults)).toEqual({
      name: 'Обязательное поле',
      code: 'Обязательное поле',
      address: 'Обязательное поле',
      phone: 'Обязательное поле',
      terminalId: 'Обязательное поле',
      sectionId: 'Обязательное поле',
      storeId: 'Обязательное поле',
      organizationId: 'Обязательное поле',
      departmentId: 'Обязательное поле',
      location: 'Выберите место на карте или введите координаты',
    });
  });

  it('needs no working hours: a new store with every day empty saves seven closed days', () => {
    const values = { ...toStoreFormValues(store), workTime: storeFormDefaults.workTime };
    expect(issuesOf(values)).toEqual({});
    const body = toStoreInput(values, undefined);
    expect(body.workTime).toEqual(Array.from({ length: 7 }, () => ({ from: null, to: null })));
    expect(zStoreInput.safeParse(body).success).toBe(true);
  });

  it('a day with one time only is an error at the missing time', () => {
    const values = toStoreFormValues(store);
    const week = values.workTime.map((row, day) =>
      day === 0 ? { from: '09:00:00', to: '' } : day === 2 ? { from: '', to: '21:00:00' } : row,
    );
    const message = 'Укажите время открытия и закрытия или оставьте день пустым';
    expect(issuesOf({ ...values, workTime: week })).toEqual({
      'workTime.0.to': message,
      'workTime.2.from': message,
    });
  });

  it('asks for the whole phone number', () => {
    const values = { ...toStoreFormValues(store), phone: '8 4012 55' };
    expect(issuesOf(values)).toEqual({ phone: 'Введите телефон полностью: 9 9999 999 999' });
  });

  it('leaves the price category, description and city optional', () => {
    const values = {
      ...toStoreFormValues(store),
      priceCategoryId: '',
      description: '',
      cityId: null,
    };
    expect(issuesOf(values)).toEqual({});
  });
});
