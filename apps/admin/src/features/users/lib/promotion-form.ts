import type { Schemas } from '@shop/api-client';
import type { Path } from 'react-hook-form';
import { dayEndToUtc, dayStartToUtc, formatDate } from '../../../lib/dates';
import type { PromotionFormValues } from '../schemas';

export type UserPromotion = Schemas['UserPromotion'];

/** The contract's names of the fields the form keeps under another name. */
export const PROMOTION_SERVER_NAMES: Readonly<Record<string, Path<PromotionFormValues>>> = {
  startDateUTC: 'startDate',
  endDateUTC: 'endDate',
};

export function toPromotionFormValues(promotion: UserPromotion): PromotionFormValues {
  return {
    name: promotion.name,
    image: promotion.image,
    promoCode: promotion.promoCode ?? '',
    isEnabled: promotion.isEnabled,
    startDate: formatDate(promotion.startDateUTC),
    endDate: formatDate(promotion.endDateUTC),
  };
}

/**
 * The form → the contract: an empty promo code as null, the days as UTC ISO. A
 * date-only end means the whole day: it ends at 23:59 local time; the start at 00:00.
 */
export function toPromotionInput(values: PromotionFormValues, id?: number): UserPromotion {
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
