/** The map picker, cities, stores and store promotions. */
export const placesMessages = {} as const;
