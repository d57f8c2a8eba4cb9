// One call per catalogue operation, each with a body that honours the contract.
import { zTokenPair } from '@shop/api-client/schemas';
import { sortedProducts } from '../../domain/catalog';
import { form } from '../harness';
import { pick, type OperationCases } from './types';

const byId = (path: string, id: number) => path.replace('{id}', String(id));

export const catalogCases: OperationCases = {
  loginUser: ({ anonymous }) =>
    anonymous.post('/api/user/login', { userName: 'admin', password: 'admin123' }),
  refreshToken: async ({ anonymous }) => {
    const pair = await anonymous.post('/api/user/login', {
      userName: 'admin',
      password: 'admin123',
    });
    const { token, refreshToken } = zTokenPair.parse(pair.body);
    return anonymous.post('/api/user/refresh-token', { accessToken: token, refreshToken });
  },
  logoutUser: async ({ anonymous }) => {
    const pair = await anonymous.post('/api/user/login', {
      userName: 'admin',
      password: 'admin123',
    });
    return anonymous.post('/api/user/logout', {
      refreshToken: zTokenPair.parse(pair.body).refreshToken,
    });
  },
  getCategoryTree: ({ api }) => api.get('/api/admin/catalog/category/tree'),
  saveCategory: ({ api }) =>
    api.post('/api/admin/catalog/category', {
      name: 'Сезонная пицца',
      parentId: 1,
      isPublished: true,
      order: 9,
      image: null,
    }),
  getCategory: ({ api }) => api.get('/api/admin/catalog/category/1'),
  deleteCategory: async ({ api, data }) => {
    const { categories } = await data();
    const leaf = categories.filter((c) => !categories.some((child) => child.parentId === c.id));
    return api.delete(byId('/api/admin/catalog/category/{id}', pick(leaf, -1, 'leaf category').id));
  },
  getCategoryProductSort: async ({ api, data }) => {
    const id = pick(pick((await data()).products, 0, 'product').categoryIds ?? [], 0, 'category');
    return api.get(`/api/admin/catalog/category/${id}/sort`);
  },
  uploadCatalogImage: ({ api, image }) =>
    api.post('/api/admin/catalog/image/save', form({ file: image(), order: '1' })),
  uploadNewsImage: ({ api, image }) =>
    api.post('/api/admin/news/image/save', form({ file: image(), order: '2' })),
  uploadStoreImage: ({ api, image }) =>
    api.post('/api/admin/store/image/save', form({ file: image(), order: '3' })),
  uploadPromotionImage: ({ api, image }) =>
    api.post('/api/admin/promotion/image/save', form({ file: image() })),
  uploadBartenderImage: ({ api, image }) =>
    api.post('/api/admin/bartender/image/save', form({ file: image() })),
  syncCatalog: ({ api }) => api.post('/api/admin/catalog/iiko/sync'),
  downloadFile: async ({ api, data }) =>
    api.get(`/api/file/${pick((await data()).files, 0, 'file').id}`),
  getProduct: ({ api }) => api.get('/api/admin/catalog/product/edit/1'),
  saveProduct: ({ api }) =>
    api.post('/api/admin/catalog/product/edit', {
      name: 'Пицца Сезонная',
      price: 649,
      oldPrice: null,
      isPublished: true,
      isNew: false,
      isFavorite: false,
      categoryIds: [1],
      images: [],
      modificators: [{ name: 'Двойной сыр', price: 90, isRequried: false, child: [] }],
    }),
  listProducts: ({ api }) =>
    api.get('/api/admin/catalog/product/list?page=1&pageSize=20&search=пицца'),
  deleteProduct: async ({ api, data }) =>
    api.delete(`/api/admin/catalog/product/${pick((await data()).products, -1, 'product').id}`),
  listProductLinks: ({ api }) => api.get('/api/admin/catalog/product/links?page=1&pageSize=20'),
  saveProductLinks: ({ api }) =>
    api.post('/api/admin/catalog/product/links/save', { id: 1, links: [2, 3] }),
  saveProductSort: async ({ api, data }) => {
    const state = await data();
    const categoryId = pick(pick(state.products, 0, 'product').categoryIds ?? [], 0, 'category');
    const reversed = sortedProducts(state, categoryId)
      .reverse()
      .map((product, index) => ({ ...product, order: index + 1 }));
    return api.put('/api/admin/catalog/product/sort', reversed);
  },
  getCategoryFilters: async ({ api, data }) =>
    api.get(
      `/api/admin/category/filter/${pick((await data()).categoryFilters, 0, 'filters').categoryId}`,
    ),
  saveCategoryFilters: async ({ api, data }) => {
    const entry = pick((await data()).categoryFilters, 0, 'filters');
    const filters = [...entry.filters].reverse().map((f, index) => ({ ...f, order: index + 1 }));
    return api.put(`/api/admin/category/filter/${entry.categoryId}`, filters);
  },
};
