import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { newPromotionFormSchema, promotionFormSchema, promotionFormDefaults } from '../schemas';
import { inTimeZone } from '../../../test/time-zone';
import { toPromotionFormValues, toPromotionInput, type UserPromotion } from './promotion-form';

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
  schema: typeof promotionFormSchema | typeof newPromotionFormSchema,
  values: unknown,
) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('promotion form', () => {
  it('round-trips a stored promotion, dates included', () => {
    expect(toPromotionInput(toPromotionFormValues(stored), 31)).toEqual(stored);
  });

  it('sends the start day from 00:00 and the end day until 23:59 local, as UTC', () => {
    const input = toPromotionInput(
      {
        ...promotionFormDefaults,
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
    const input = toPromotionInput({ ...promotionFormDefaults, name: 'А', image: '/a.svg' }, 5);
    expect(input).toMatchObject({ id: 5, startDateUTC: null, endDateUTC: null, promoCode: null });
  });

  it('reads absent dates and promo code as empty', () => {
    expect(
      toPromotionFormValues({
        ...stored,
        startDateUTC: null,
        endDateUTC: undefined,
        promoCode: null,
      }),
    ).toMatchObject({ startDate: '', endDate: '', promoCode: '' });
  });
});

describe('promotion schemas (name and image required, a new one also its promo code)', () => {
  it('an existing promotion needs name and image', () => {
    expect(issues(promotionFormSchema, promotionFormDefaults)).toEqual({
      name: 'Обязательное поле',
      image: 'Обязательное поле',
    });
    expect(
      issues(promotionFormSchema, { ...promotionFormDefaults, name: 'А', image: '/a.svg' }),
    ).toEqual({});
  });

  it('a half-typed or impossible date blocks saving; an empty one is no date', () => {
    const valid = { ...promotionFormDefaults, name: 'А', image: '/a.svg' };
    expect(issues(promotionFormSchema, { ...valid, endDate: '31.12' })).toEqual({
      endDate: 'Дата введена не полностью: дд.мм.гггг',
    });
    expect(issues(promotionFormSchema, { ...valid, startDate: '29.02.2025' })).toEqual({
      startDate: 'Такой даты нет',
    });
    expect(issues(promotionFormSchema, { ...valid, startDate: '', endDate: '' })).toEqual({});
  });

  it('a new one also needs the promo code', () => {
    expect(issues(newPromotionFormSchema, promotionFormDefaults)).toEqual({
      name: 'Обязательное поле',
      image: 'Обязательное поле',
      promoCode: 'Обязательное поле',
    });
  });
});
