import type { Schemas } from '@shop/api-client';
import { parseServerDate, toUtcIso } from '../../../lib/dates';
import type { PromotionFormValues } from '../schemas';

export type UserPromotion = Schemas['UserPromotion'];
/** A stored promotion always has its id. */
export type StoredUserPromotion = UserPromotion & { id: number };

/** A new promotion is enabled (the contract's default) and has no dates. */
export const promotionFormDefaults: PromotionFormValues = {
  name: '',
  image: '',
  promoCode: '',
  isEnabled: true,
  startDate: null,
  endDate: null,
};

export function toPromotionFormValues(promotion: UserPromotion): PromotionFormValues {
  return {
    name: promotion.name,
    image: promotion.image,
    promoCode: promotion.promoCode ?? '',
    isEnabled: promotion.isEnabled,
    startDate: parseServerDate(promotion.startDateUTC),
    endDate: parseServerDate(promotion.endDateUTC),
  };
}

/** The form → the contract: dates as UTC ISO (SPEC §5), an empty promo code as null. */
export function toPromotionInput(values: PromotionFormValues, id?: number): UserPromotion {
  const promoCode = values.promoCode.trim();
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    image: values.image,
    isEnabled: values.isEnabled,
    startDateUTC: values.startDate ? toUtcIso(values.startDate) : null,
    endDateUTC: values.endDate ? toUtcIso(values.endDate) : null,
    promoCode: promoCode === '' ? null : promoCode,
  };
}
