import type { StorePromotion, StorePromotionInput } from '../api/queries';
import type { PromotionFormValues } from '../schemas';

export const toPromotionFormValues = (promotion: StorePromotion): PromotionFormValues => ({
  name: promotion.name,
  image: promotion.image,
  isEnabled: promotion.isEnabled ?? true,
  links: promotion.links ?? [],
});

/** The body of POST /promotion; fields the screen does not edit (dates) go back unchanged. */
export const toPromotionInput = (
  values: PromotionFormValues,
  existing?: StorePromotion,
): StorePromotionInput => ({ ...existing, ...values });
