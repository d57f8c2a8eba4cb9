/**
 * The API calls the specs route, hold or count, as Playwright URL globs, in one table.
 * Ids in a glob are the mock's own examples (order 452, customer 12).
 */
export const apiRoutes = {
  login: '**/api/user/login',
  refreshToken: '**/api/user/refresh-token',
  sync: '**/api/admin/catalog/iiko/sync',

  categoryTree: '**/api/admin/catalog/category/tree',
  categorySave: '**/api/admin/catalog/category',
  categoryProductSort: '**/api/admin/catalog/category/*/sort',
  categoryFilters: '**/api/admin/category/filter/*',
  productSortSave: '**/api/admin/catalog/product/sort',
  catalogImage: '**/api/admin/catalog/image/save',

  productList: '**/api/admin/catalog/product/list?**',
  product: '**/api/admin/catalog/product/edit/*',
  productSave: '**/api/admin/catalog/product/edit',
  productLinksSave: '**/api/admin/catalog/product/links/save',
  slides: '**/api/admin/common/slider',
  slidesSave: '**/api/admin/common/slider/save',
  slideAdd: '**/api/admin/common/slider/add',

  orderList: '**/api/admin/orders?**',
  order: '**/api/admin/orders/452',
  orderStatus: '**/api/admin/orders/452/status/*',
  orderPaymentStatus: '**/api/admin/orders/452/payment/status/*',

  user: (id: number) => `**/api/admin/user/manager/${id}`,
  userSave: '**/api/admin/user/manager',
  userPromotionSave: '**/api/admin/promotion/user/12',
  promotionImage: '**/api/admin/promotion/image/save',
  push: '**/api/admin/push',

  bartenderList: '**/api/admin/bartender/list',
  bartenderVotes: '**/api/admin/bartender/*/votes',
  bartenderSave: '**/api/admin/bartender',
  newsList: '**/api/admin/news/list?**',
  newsSave: '**/api/admin/news',

  citySave: '**/api/admin/city',
  storeList: '**/api/admin/store/list?**',
  storePromotionList: '**/api/admin/promotion/list?**',
  storeSave: '**/api/admin/store/',
  storePromotionSave: '**/api/admin/promotion',
} as const;
