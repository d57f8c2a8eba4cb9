/** Cities, stores, store promotions, bartenders with reviews, news, the map picker. */
export const placesMessages = {} as const;
