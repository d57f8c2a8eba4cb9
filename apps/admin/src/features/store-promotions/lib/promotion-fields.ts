import type { FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import type { StoreChoices } from '../components/store-picker-dialog';
import type { PromotionFormValues } from '../schemas';

const m = messages.storePromotions;

/** A promotion card's fields for the conflict table, its stores by name. */
export function promotionFields(stores: StoreChoices): FieldViews<PromotionFormValues> {
  const storeName = (id: number) =>
    stores.items.find((store) => store.id === id)?.name ?? String(id);
  return {
    name: m.name,
    image: m.image,
    isEnabled: m.isEnabled,
    links: { label: m.storesField, show: (links) => links.map(storeName).join(', ') },
  };
}
