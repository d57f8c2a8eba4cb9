import type { components } from '@shop/api-client';
import type { BartenderRecord, Id, SandboxData, StoreRecord } from '../data';

type S = components['schemas'];

export function storeListItem(store: StoreRecord): S['StoreListItem'] {
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    cityId: store.cityId ?? null,
    isEnabled: store.isEnabled,
    isBranded: store.isBranded,
    images: [...(store.images ?? [])].sort((a, b) => a.order - b.order),
  };
}

/** A day with only one of its two times is not valid; both null is a closed day. */
export function halfOpenDays(workTime: readonly S['WorkTime'][]): number[] {
  return workTime.flatMap((day, index) =>
    (day.from === null) !== (day.to === null) ? [index] : [],
  );
}

export function bartenderStore(data: SandboxData, id: Id): S['BartenderStore'] | null {
  const store = data.stores.find((candidate) => candidate.id === id);
  return store ? { id: store.id, name: store.name, address: store.address } : null;
}

/** The mean of the bartender's reviews with one decimal, null while there are none. */
function bartenderRating(data: SandboxData, id: Id): number | null {
  const votes = data.bartenderVotes.filter((vote) => vote.bartenderId === id);
  if (votes.length === 0) return null;
  const mean = votes.reduce((sum, vote) => sum + vote.rating, 0) / votes.length;
  return Math.round(mean * 10) / 10;
}

export function shownBartender(data: SandboxData, bartender: BartenderRecord): S['Bartender'] {
  const store = bartender.store ? bartenderStore(data, bartender.store.id) : null;
  return { ...bartender, store, rating: bartenderRating(data, bartender.id) };
}

/** Promotions stop naming a deleted store and its bartenders are left without one. */
export function forgetStore(data: SandboxData, id: Id): void {
  data.stores = data.stores.filter((store) => store.id !== id);
  for (const promotion of data.storePromotions) {
    promotion.links = (promotion.links ?? []).filter((storeId) => storeId !== id);
  }
  for (const bartender of data.bartenders) {
    if (bartender.store?.id === id) bartender.store = null;
  }
}

/** Stores of a deleted city keep their address but lose the city link. */
export function forgetCity(data: SandboxData, id: Id): void {
  data.cities = data.cities.filter((city) => city.id !== id);
  for (const store of data.stores) {
    if (store.cityId === id) store.cityId = null;
  }
}
