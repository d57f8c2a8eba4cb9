import type { Bartender, BartenderInput, BartenderStore } from '../api/queries';
import type { BartenderFormValues } from '../schemas';
import { joinTexts } from '../../../lib/server-text';

/** 'Фамилия Имя'; a part the server left null (whatever the contract says) is left out. */
export const fullName = (bartender: { lastName: string | null; name: string | null }) =>
  joinTexts([bartender.lastName, bartender.name]);

export function toBartenderFormValues(bartender: Bartender): BartenderFormValues {
  return {
    lastName: bartender.lastName,
    name: bartender.name,
    description: bartender.description,
    tipsLink: bartender.tipsLink ?? '',
    imagePath: bartender.imagePath ?? '',
    storeId: bartender.store ? String(bartender.store.id) : '',
  };
}

/** Empty texts go out as null (a URL or nothing); the rating is the server's, never sent. */
export function toBartenderInput(
  values: BartenderFormValues,
  stores: readonly BartenderStore[],
  id?: number,
): BartenderInput {
  const storeId = values.storeId === '' ? null : Number(values.storeId);
  const store = stores.find((option) => option.id === storeId);
  return {
    ...(id === undefined ? {} : { id }),
    lastName: values.lastName,
    name: values.name,
    description: values.description,
    tipsLink: values.tipsLink || null,
    imagePath: values.imagePath || null,
    store:
      storeId === null
        ? null
        : { id: storeId, ...(store ? { name: store.name, address: store.address } : {}) },
  };
}

/** The store choices; the record's own store stays choosable if the list lacks it. */
export function withCurrentStore(
  stores: readonly BartenderStore[],
  current: BartenderStore | null | undefined,
): BartenderStore[] {
  if (!current || stores.some((store) => store.id === current.id)) return [...stores];
  return [...stores, current];
}
