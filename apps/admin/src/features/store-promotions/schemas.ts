import { zId, zStorePromotion } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { requiredText } from '../../lib/required-text';

/** A promotion needs a name and an image; it runs in the stores it links. */
export const promotionFormSchema = z.extend(z.pick(zStorePromotion, { name: true }), {
  name: requiredText(zStorePromotion.shape.name),
  image: z.string().check(z.minLength(1, { error: messages.storePromotions.imageRequired })),
  isEnabled: z.boolean(),
  links: z.array(zId),
});

export type PromotionFormValues = z.infer<typeof promotionFormSchema>;

/** A new promotion is active and runs nowhere yet. */
export const promotionFormDefaults: PromotionFormValues = {
  name: '',
  image: '',
  isEnabled: true,
  links: [],
};
