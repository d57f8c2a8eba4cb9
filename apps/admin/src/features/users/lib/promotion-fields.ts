import type { FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import type { PromotionFormValues } from '../schemas';

const m = messages.userPromotions;

/** A customer promotion's fields for the conflict table. */
export const promotionFields: FieldViews<PromotionFormValues> = {
  name: m.name,
  image: m.image,
  promoCode: m.promoCode,
  isEnabled: m.isEnabled,
  startDate: m.startDate,
  endDate: m.endDate,
};
