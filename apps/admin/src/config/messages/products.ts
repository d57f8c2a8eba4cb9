/** Products, related products and the slider. */
export const productsMessages = {} as const;
