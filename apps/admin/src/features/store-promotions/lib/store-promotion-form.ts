import { zId, zStorePromotion } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import type { FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import { requiredText } from '../../../lib/required-text';
import type { StorePromotion, StorePromotionInput } from '../api/queries';
import type { StoreChoices } from '../components/store-picker-dialog';

const m = messages.storePromotions;

/** A promotion needs a name and an image; it runs in the stores it links. */
export const storePromotionFormSchema = z.extend(z.pick(zStorePromotion, { name: true }), {
  name: requiredText(zStorePromotion.shape.name),
  image: z.string().check(z.minLength(1, { error: m.imageRequired })),
  isEnabled: z.boolean(),
  links: z.array(zId),
});

export type StorePromotionFormValues = z.infer<typeof storePromotionFormSchema>;

/** A new promotion is active and runs nowhere yet. */
export const storePromotionDefaults: StorePromotionFormValues = {
  name: '',
  image: '',
  isEnabled: true,
  links: [],
};

/** A promotion card's fields for the conflict table, its stores by name. */
export function storePromotionFields(stores: StoreChoices): FieldViews<StorePromotionFormValues> {
  const storeName = (id: number) =>
    stores.items.find((store) => store.id === id)?.name ?? String(id);
  return {
    name: m.name,
    image: m.image,
    isEnabled: m.isEnabled,
    links: { label: m.storesField, show: (links) => links.map(storeName).join(', ') },
  };
}

export const toStorePromotionFormValues = (
  promotion: StorePromotion,
): StorePromotionFormValues => ({
  name: promotion.name,
  image: promotion.image,
  isEnabled: promotion.isEnabled ?? true,
  links: promotion.links ?? [],
});

/** The body of POST /promotion; fields the screen does not edit (dates) go back unchanged. */
export const toStorePromotionBody = (
  values: StorePromotionFormValues,
  existing?: StorePromotion,
): StorePromotionInput => ({ ...existing, ...values });
