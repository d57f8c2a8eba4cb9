import { zStorePromotion } from '@shop/api-client/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import type { StorePromotion } from '../api/queries';
import {
  storePromotionDefaults,
  storePromotionFormSchema,
  toStorePromotionBody,
  toStorePromotionFormValues,
} from './store-promotion-form';

const happyHour: StorePromotion = {
  id: 41,
  name: 'Счастливые часы',
  image: '/media/promotions/happy-hour.svg',
  isEnabled: true,
  startDateUTC: '2026-10-31T22:00:00.000Z',
  endDateUTC: null,
  links: [1, 2, 3],
};

const messagesOf = (values: unknown) => {
  const result = storePromotionFormSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('store promotion form', () => {
  beforeAll(installZodMessages);

  it('needs a name and an image to add, in Russian', () => {
    expect(messagesOf(storePromotionDefaults)).toEqual({
      name: 'Обязательное поле',
      image: 'Загрузите изображение',
    });
    expect(storePromotionDefaults).toMatchObject({ isEnabled: true, links: [] });
  });

  it('sends a new promotion without an id', () => {
    const body = toStorePromotionBody({
      ...storePromotionDefaults,
      name: 'Новая',
      image: '/x.svg',
    });
    expect(body).toEqual({ name: 'Новая', image: '/x.svg', isEnabled: true, links: [] });
    expect(zStorePromotion.safeParse(body).success).toBe(true);
  });

  it('saves an existing one with its id and the dates it came with', () => {
    const values = {
      ...toStorePromotionFormValues(happyHour),
      name: 'Счастливые часы 2',
      links: [2],
    };
    expect(toStorePromotionBody(values, happyHour)).toEqual({
      ...happyHour,
      name: 'Счастливые часы 2',
      links: [2],
    });
  });
});
