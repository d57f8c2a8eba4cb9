import { zCityInput } from '@shop/api-client/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';
import { toCityFormValues, toCityInput } from './lib/city-form';
import { cityFormSchema, cityFormDefaults } from './schemas';

describe('city form', () => {
  beforeAll(installZodMessages);

  it('starts enabled, without a centre, and cannot be saved like that', () => {
    expect(cityFormDefaults).toEqual({ name: '', isEnabled: true, location: null });
    const result = cityFormSchema.safeParse(cityFormDefaults);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Обязательное поле'],
      ['location', 'Выберите место на карте или введите координаты'],
    ]);
  });

  it('round-trips a city into the body the contract wants', () => {
    const city = {
      id: 1,
      name: 'Калининград',
      isEnabled: true,
      location: { lat: 54.7, lon: 20.4 },
    };
    const values = toCityFormValues(city);
    expect(cityFormSchema.safeParse(values).success).toBe(true);
    expect(toCityInput(values, 1)).toEqual(city);
    const created = toCityInput(values, undefined);
    expect(created).not.toHaveProperty('id');
    expect(zCityInput.safeParse(created).success).toBe(true);
  });
});
