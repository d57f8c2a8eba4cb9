/** The page sizes (docs/product-rules.md#lists-and-paging), in one table. */
export const pageSizes = {
  /** The base list default: users, stores and cities in their own screens. */
  base: 100,
  /** News, products, orders and product links. */
  short: 20,
  /** The product search of the related-products dialog. */
  productSearch: 10,
  /** Every store, for the promotion and bartender screens. */
  allStores: 100000,
  /** Every city, for the store editor. */
  allCities: 10000,
  /** Every store promotion. */
  allPromotions: 1000000,
} as const;
