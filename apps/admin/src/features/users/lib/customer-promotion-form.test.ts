import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { inTimeZone } from '../../../test/time-zone';
import {
  customerPromotionDefaults,
  customerPromotionFormSchema,
  newCustomerPromotionFormSchema,
  toCustomerPromotionBody,
  toCustomerPromotionFormValues,
  type UserPromotion,
} from './customer-promotion-form';

// Kaliningrad (UTC+2): local midnight is 22:00 UTC the day before.
inTimeZone();
beforeAll(installZodMessages);

const stored: UserPromotion = {
  id: 31,
  name: 'Скидка 15% на день рождения',
  image: '/media/promotions/birthday.svg',
  isEnabled: true,
  startDateUTC: '2026-06-20T22:00:00.000Z',
  endDateUTC: '2026-06-27T21:59:00.000Z',
  promoCode: 'BDAY15',
};

const issues = (
  schema: typeof customerPromotionFormSchema | typeof newCustomerPromotionFormSchema,
  values: unknown,
) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('customer promotion form', () => {
  it('round-trips a stored promotion, dates included', () => {
    expect(toCustomerPromotionBody(toCustomerPromotionFormValues(stored), 31)).toEqual(stored);
  });

  it('sends the start day from 00:00 and the end day until 23:59 local, as UTC', () => {
    const input = toCustomerPromotionBody(
      {
        ...customerPromotionDefaults,
        name: ' Кофе в подарок ',
        image: '/media/promotions/breakfast.svg',
        promoCode: 'COFFEE26',
        startDate: '01.12.2026',
        endDate: '31.12.2026',
      },
      undefined,
    );
    expect(input).toEqual({
      name: 'Кофе в подарок',
      image: '/media/promotions/breakfast.svg',
      isEnabled: true,
      startDateUTC: '2026-11-30T22:00:00.000Z',
      endDateUTC: '2026-12-31T21:59:00.000Z',
      promoCode: 'COFFEE26',
    });
  });

  it('sends missing dates and an empty promo code as null', () => {
    const input = toCustomerPromotionBody(
      { ...customerPromotionDefaults, name: 'А', image: '/a.svg' },
      5,
    );
    expect(input).toMatchObject({ id: 5, startDateUTC: null, endDateUTC: null, promoCode: null });
  });

  it('reads absent dates and promo code as empty', () => {
    expect(
      toCustomerPromotionFormValues({
        ...stored,
        startDateUTC: null,
        endDateUTC: undefined,
        promoCode: null,
      }),
    ).toMatchObject({ startDate: '', endDate: '', promoCode: '' });
  });
});

describe('customer promotion schemas (name and image required, a new one also its promo code)', () => {
  it('an existing promotion needs name and image', () => {
    expect(issues(customerPromotionFormSchema, customerPromotionDefaults)).toEqual({
      name: 'Обязательное поле',
      image: 'Обязательное поле',
    });
    expect(
      issues(customerPromotionFormSchema, {
        ...customerPromotionDefaults,
        name: 'А',
        image: '/a.svg',
      }),
    ).toEqual({});
  });

  it('a half-typed or impossible date blocks saving; an empty one is no date', () => {
    const valid = { ...customerPromotionDefaults, name: 'А', image: '/a.svg' };
    expect(issues(customerPromotionFormSchema, { ...valid, endDate: '31.12' })).toEqual({
      endDate: 'Дата введена не полностью: дд.мм.гггг',
    });
    expect(issues(customerPromotionFormSchema, { ...valid, startDate: '29.02.2025' })).toEqual({
      startDate: 'Такой даты нет',
    });
    expect(issues(customerPromotionFormSchema, { ...valid, startDate: '', endDate: '' })).toEqual(
      {},
    );
  });

  it('a new one also needs the promo code', () => {
    expect(issues(newCustomerPromotionFormSchema, customerPromotionDefaults)).toEqual({
      name: 'Обязательное поле',
      image: 'Обязательное поле',
      promoCode: 'Обязательное поле',
    });
  });
});
