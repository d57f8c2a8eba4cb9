/** Categories, products, related products, product and filter sorting, slider. */
export const catalogMessages = {} as const;
