import { toFormData } from '../../src';
import type { ContractCases } from './types';

const id = (value: number) => ({ params: { path: { id: value } } });

export const catalogCases: ContractCases = {
  loginUser: ({ client }) =>
    client.POST('/api/user/login', { body: { userName: 'admin', password: 'admin123' } }),
  refreshToken: ({ client }) =>
    client.POST('/api/user/refresh-token', {
      body: {
        accessToken: 'expired.access.token',
        refreshToken: '7c1f0e9a-52b4-4d6e-9a3f-0b8e2d4c6a71',
      },
    }),

  getCategoryTree: ({ client }) => client.GET('/api/admin/catalog/category/tree'),
  getCategory: ({ client }) => client.GET('/api/admin/catalog/category/{id}', id(1)),
  saveCategory: ({ client }) =>
    client.POST('/api/admin/catalog/category', {
      body: { name: 'Острая пицца', parentId: 1, isPublished: true, order: 2, image: null },
    }),
  deleteCategory: ({ client }) => client.DELETE('/api/admin/catalog/category/{id}', id(6)),
  getCategoryProductSort: ({ client }) =>
    client.GET('/api/admin/catalog/category/{id}/sort', id(5)),

  uploadCatalogImage: ({ client, image }) =>
    client.POST('/api/admin/catalog/image/save', {
      body: { file: image(), order: 1 },
      bodySerializer: toFormData,
    }),
  uploadNewsImage: ({ client, image }) =>
    client.POST('/api/admin/news/image/save', {
      body: { file: image(), order: 2 },
      bodySerializer: toFormData,
    }),
  uploadStoreImage: ({ client, image }) =>
    client.POST('/api/admin/store/image/save', {
      body: { file: image(), order: 3 },
      bodySerializer: toFormData,
    }),
  uploadPromotionImage: ({ client, image }) =>
    client.POST('/api/admin/promotion/image/save', {
      body: { file: image() },
      bodySerializer: toFormData,
    }),
  uploadBartenderImage: ({ client, image }) =>
    client.POST('/api/admin/bartender/image/save', {
      body: { file: image() },
      bodySerializer: toFormData,
    }),

  syncCatalog: ({ client }) => client.POST('/api/admin/catalog/iiko/sync'),
  downloadFile: ({ client }) =>
    client.GET('/api/file/{id}', {
      params: { path: { id: '3f2b8c1e-6d4a-4e9b-a1c7-5e8d2f9b0a36' } },
      parseAs: 'blob',
    }),

  getProduct: ({ client }) => client.GET('/api/admin/catalog/product/edit/{id}', id(21)),
  saveProduct: ({ client }) =>
    client.POST('/api/admin/catalog/product/edit', {
      body: {
        name: 'Пицца Маргарита',
        price: 549,
        oldPrice: 599,
        isPublished: true,
        isNew: false,
        isFavorite: true,
        code: 'PZ-001',
        order: 1,
        barcode: '4607001234567',
        categoryIds: [1, 5],
        description: 'Томатный соус, моцарелла, базилик.',
        images: [
          { id: 201, path: '/media/products/pizza.svg', originalName: 'pizza.jpg', order: 1 },
        ],
        modificators: [
          {
            name: 'Размер',
            price: 0,
            defaultCount: 1,
            minCount: 1,
            maxCount: 1,
            order: 1,
            isRequried: true,
            image: null,
            child: [
              {
                name: '30 см',
                price: 0,
                defaultCount: 1,
                minCount: 0,
                maxCount: 1,
                order: 1,
                isRequried: false,
              },
            ],
          },
        ],
      },
    }),
  listProducts: ({ client }) =>
    client.GET('/api/admin/catalog/product/list', {
      params: { query: { page: 1, pageSize: 20, search: 'пицца' } },
    }),
  deleteProduct: ({ client }) => client.DELETE('/api/admin/catalog/product/{id}', id(24)),
  listProductLinks: ({ client }) =>
    client.GET('/api/admin/catalog/product/links', {
      params: { query: { page: 2, pageSize: 20 } },
    }),
  saveProductLinks: ({ client }) =>
    client.POST('/api/admin/catalog/product/links/save', { body: { id: 21, links: [31, 32] } }),
  saveProductSort: ({ client }) =>
    client.PUT('/api/admin/catalog/product/sort', {
      body: [
        { id: 22, name: 'Пицца Пепперони', isPublished: true, order: 1 },
        { id: 21, name: 'Пицца Маргарита', isPublished: true, order: 2 },
      ],
    }),
  getCategoryFilters: ({ client }) => client.GET('/api/admin/category/filter/{id}', id(5)),
  saveCategoryFilters: ({ client }) =>
    client.PUT('/api/admin/category/filter/{id}', {
      ...id(5),
      body: [
        { name: 'Острое', order: 1 },
        { name: 'Вегетарианское', order: 2 },
      ],
    }),
};
