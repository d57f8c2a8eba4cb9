import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { installZodMessages } from '../lib/zod-messages';
import { bartenderFormSchema } from '../features/bartenders/schemas';
import { categoryFormSchema } from '../features/categories/schemas';
import { cityFormSchema } from '../features/cities/schemas';
import { newsFormSchema } from '../features/news/schemas';
import {
  modificatorChildFormSchema,
  modificatorFormSchema,
  productFormSchema,
} from '../features/products/schemas';
import { pushFormSchema } from '../features/push/schemas';
import { newSlideFormSchema, slidesFormSchema } from '../features/slider/schemas';
import { storePromotionFormSchema } from '../features/store-promotions/lib/store-promotion-form';
import { storeFormSchema } from '../features/stores/schemas';
import { newCustomerPromotionFormSchema } from '../features/users/lib/customer-promotion-form';
import { userFormSchema } from '../features/users/schemas';

/**
 * Every required text of every form: a text of spaces only is no text. One table, so a new
 * form (or a field someone forgets) stands out here.
 */
const requiredTexts: [string, z.ZodMiniType][] = [
  ['category name', categoryFormSchema.shape.name],
  ['product name', productFormSchema.shape.name],
  ['modificator name', modificatorFormSchema.shape.name],
  ['child modificator name', modificatorChildFormSchema.shape.name],
  ['news title', newsFormSchema.shape.title],
  ['user login', userFormSchema.shape.userName],
  ['user promotion name', newCustomerPromotionFormSchema.shape.name],
  ['user promotion promo code', newCustomerPromotionFormSchema.shape.promoCode],
  ['store name', storeFormSchema.shape.name],
  ['store code', storeFormSchema.shape.code],
  ['store address', storeFormSchema.shape.address],
  ['store terminal id', storeFormSchema.shape.terminalId],
  ['store section id', storeFormSchema.shape.sectionId],
  ['store store id', storeFormSchema.shape.storeId],
  ['store organization id', storeFormSchema.shape.organizationId],
  ['store department id', storeFormSchema.shape.departmentId],
  ['store promotion name', storePromotionFormSchema.shape.name],
  ['bartender last name', bartenderFormSchema.shape.lastName],
  ['bartender name', bartenderFormSchema.shape.name],
  ['bartender description', bartenderFormSchema.shape.description],
  ['city name', cityFormSchema.shape.name],
  ['push caption', pushFormSchema.shape.caption],
  ['push text', pushFormSchema.shape.text],
  ['new slide content', newSlideFormSchema.shape.content],
];

describe('required texts of every form', () => {
  beforeAll(installZodMessages);

  it.each(requiredTexts)('%s: spaces only are "Обязательное поле"', (_, schema) => {
    for (const blank of ['', '   ', ' \t\n ']) {
      expect(schema.safeParse(blank).error?.issues[0]?.message).toBe('Обязательное поле');
    }
  });

  it.each(requiredTexts)('%s: sent without leading and trailing spaces', (_, schema) => {
    expect(schema.parse('  Пицца «Маргарита»  ')).toBe('Пицца «Маргарита»');
  });

  it('a stored slide needs content too', () => {
    const slide = { id: 1, path: '/slides/1.jpg', order: 1 };
    const result = slidesFormSchema.safeParse({ slides: [{ ...slide, content: '  ' }] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['slides', 0, 'content'], message: 'Обязательное поле' }),
    ]);
    expect(slidesFormSchema.parse({ slides: [{ ...slide, content: ' Лето ' }] })).toEqual({
      slides: [{ ...slide, content: 'Лето' }],
    });
  });
});
