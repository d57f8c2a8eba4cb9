import type { Schemas } from '@shop/api-client';
import { zUserPromotion } from '@shop/api-client/schemas';
import type { Path } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import { dateTextSchema } from '../../../lib/date-field';
import { dayEndToUtc, dayStartToUtc, formatDate } from '../../../lib/dates';
import { requiredText } from '../../../lib/required-text';

const m = messages.userPromotions;

export type UserPromotion = Schemas['UserPromotion'];

/** Dates are typed local days 'dd.mm.yyyy' ('' for none), sent as UTC ISO. */
export const customerPromotionFormSchema = z.extend(
  z.pick(zUserPromotion, { name: true, image: true }),
  {
    name: requiredText(zUserPromotion.shape.name),
    promoCode: z.string(),
    isEnabled: z.boolean(),
    startDate: dateTextSchema('date'),
    endDate: dateTextSchema('date'),
  },
);

export type CustomerPromotionFormValues = z.infer<typeof customerPromotionFormSchema>;

export const newCustomerPromotionFormSchema = z.extend(customerPromotionFormSchema, {
  promoCode: requiredText(),
});

/** A new promotion is enabled (the contract's default) and has no dates. */
export const customerPromotionDefaults: CustomerPromotionFormValues = {
  name: '',
  image: '',
  promoCode: '',
  isEnabled: true,
  startDate: '',
  endDate: '',
};

/** The contract's names of the fields the form keeps under another name. */
export const CUSTOMER_PROMOTION_SERVER_NAMES: Readonly<
  Record<string, Path<CustomerPromotionFormValues>>
> = {
  startDateUTC: 'startDate',
  endDateUTC: 'endDate',
};

export const customerPromotionFields: FieldViews<CustomerPromotionFormValues> = {
  name: m.name,
  image: m.image,
  promoCode: m.promoCode,
  isEnabled: m.isEnabled,
  startDate: m.startDate,
  endDate: m.endDate,
};

export function toCustomerPromotionFormValues(
  promotion: UserPromotion,
): CustomerPromotionFormValues {
  return {
    name: promotion.name,
    image: promotion.image,
    promoCode: promotion.promoCode ?? '',
    isEnabled: promotion.isEnabled,
    startDate: formatDate(promotion.startDateUTC),
    endDate: formatDate(promotion.endDateUTC),
  };
}

/** A date-only end means the whole day (23:59 local), the start 00:00. */
export function toCustomerPromotionBody(
  values: CustomerPromotionFormValues,
  id?: number,
): UserPromotion {
  const promoCode = values.promoCode.trim();
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    image: values.image,
    isEnabled: values.isEnabled,
    startDateUTC: dayStartToUtc(values.startDate),
    endDateUTC: dayEndToUtc(values.endDate),
    promoCode: promoCode === '' ? null : promoCode,
  };
}
