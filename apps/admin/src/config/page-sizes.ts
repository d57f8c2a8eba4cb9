/** The page sizes (docs/product-rules.md#lists-and-paging), in one table. */
export const pageSizes = {
  /** The base list default: users, stores and cities in their own screens. */
  base: 100,
  short: 20,
  productSearch: 10,
  /** Every store, for the promotion and bartender screens. */
  allStores: 100000,
  allCities: 10000,
  allPromotions: 1000000,
} as const;
