/** Categories, product sorting and filter sorting. */
export const categoriesMessages = {} as const;
