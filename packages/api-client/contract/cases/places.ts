import { toFormData } from '../../src';
import type { ContractCases } from './types';

const id = (value: number) => ({ params: { path: { id: value } } });
const page = (pageSize: number, search?: string) => ({
  params: { query: { page: 1, pageSize, search } },
});
// Sunday is closed: a closed day has both times null.
const week = Array.from({ length: 7 }, (_, day) =>
  day === 6
    ? { from: null, to: null }
    : { from: '10:00:00.000', to: day < 5 ? '22:00:00.000' : '23:00:00.000' },
);

export const placesCases: ContractCases = {
  getStore: ({ client }) => client.GET('/api/admin/store/{id}', id(1)),
  listStores: ({ client }) => client.GET('/api/admin/store/list', page(100000)),
  saveStore: ({ client }) =>
    client.POST('/api/admin/store/', {
      body: {
        name: 'Магазин на Московском',
        code: 'KGD-07',
        cityId: 1,
        address: 'Калининград, Московский пр-т, 40',
        phone: '8 4012 555 070',
        terminalId: '6f1c2a9e-3b7d-4a51-9c1e-0d2f4b8a7c17',
        priceCategoryId: null,
        sectionId: 'a41e7c3b-5d92-4e6f-b018-3c7d9e2f6a57',
        storeId: '0c8b5f2d-9e17-4a36-a4d1-6f3e2b7c9d87',
        organizationId: '7e2a9c41-3f6b-4d85-b9e0-1a5c8d2f4e63',
        departmentId: '5d3f8a27-1c6e-4b94-8f02-9e7a4c1b6d37',
        description: 'Вход со двора.',
        isBranded: true,
        isEnabled: true,
        location: { lat: 54.7065, lon: 20.5302 },
        images: [],
        workTime: week,
      },
    }),
  deleteStore: ({ client }) => client.DELETE('/api/admin/store/{id}', id(7)),
  listStorePromotions: ({ client }) => client.GET('/api/admin/promotion/list', page(1000000)),
  saveStorePromotion: ({ client }) =>
    client.POST('/api/admin/promotion', {
      body: {
        name: 'Счастливые часы',
        image: '/media/promotions/happy-hour.svg',
        isEnabled: true,
        links: [1, 2],
      },
    }),
  deleteStorePromotion: ({ client }) => client.DELETE('/api/admin/promotion/{id}', id(4)),

  listCities: ({ client }) => client.GET('/api/admin/city/list', page(10000)),
  getCity: ({ client }) => client.GET('/api/admin/city/{id}', id(1)),
  saveCity: ({ client }) =>
    client.POST('/api/admin/city', {
      body: { name: 'Пионерский', isEnabled: true, location: { lat: 54.9508, lon: 20.2275 } },
    }),
  deleteCity: ({ client }) => client.DELETE('/api/admin/city/{id}', id(6)),

  listBartenders: ({ client }) => client.GET('/api/admin/bartender/list'),
  getBartender: ({ client }) => client.GET('/api/admin/bartender/{id}', id(1)),
  listBartenderVotes: ({ client }) => client.GET('/api/admin/bartender/{id}/votes', id(1)),
  saveBartender: ({ client }) =>
    client.POST('/api/admin/bartender', {
      body: {
        lastName: 'Кузнецов',
        name: 'Артём',
        description: 'Готовит авторские коктейли.',
        tipsLink: 'https://tips.example.ru/kuznetsov',
        imagePath: '/media/bartenders/kuznetsov.svg',
        store: { id: 1, name: 'Магазин на Ленинском', address: 'Калининград, Ленинский пр-т, 30' },
      },
    }),
  deleteBartender: ({ client }) => client.DELETE('/api/admin/bartender/{id}', id(3)),

  listSlides: ({ client }) => client.GET('/api/admin/common/slider'),
  saveSlides: ({ client }) =>
    client.PUT('/api/admin/common/slider/save', {
      body: [
        { id: 2, path: '/media/slider/bar.svg', content: 'Новое меню барной карты', order: 1 },
        { id: 1, path: '/media/slider/pizza.svg', content: 'Пицца выходного дня', order: 2 },
      ],
    }),
  addSlide: ({ client, image }) =>
    client.POST('/api/admin/common/slider/add', {
      body: { file: image(), content: 'Роллы со скидкой 30%' },
      bodySerializer: toFormData,
    }),
};
