// One call per operation on stores, store promotions, cities, bartenders and the slider.
import { form } from '../harness';
import { pick, type OperationCases } from './types';

const closedSunday = [
  ...Array.from({ length: 6 }, () => ({ from: '09:00:00.000', to: '23:00:00.000' })),
  { from: null, to: null },
];

export const placeCases: OperationCases = {
  getStore: ({ api }) => api.get('/api/admin/store/1'),
  deleteStore: async ({ api, data }) =>
    api.delete(`/api/admin/store/${pick((await data()).stores, -1, 'store').id}`),
  listStores: ({ api }) => api.get('/api/admin/store/list?page=1&pageSize=100000'),
  saveStore: ({ api }) =>
    api.post('/api/admin/store/', {
      name: 'Магазин в Пионерском',
      code: 'PNR-01',
      cityId: 1,
      address: 'Пионерский, ул. Комсомольская, 5',
      phone: '8 4012 555 090',
      terminalId: '6f1c2a9e-3b7d-4a51-9c1e-0d2f4b8a7c11',
      priceCategoryId: null,
      sectionId: 'a41e7c3b-5d92-4e6f-b018-3c7d9e2f6a54',
      storeId: '0c8b5f2d-9e17-4a36-a4d1-6f3e2b7c9d80',
      organizationId: '7e2a9c41-3f6b-4d85-b9e0-1a5c8d2f4e63',
      departmentId: '5d3f8a27-1c6e-4b94-8f02-9e7a4c1b6d35',
      description: null,
      isBranded: false,
      isEnabled: true,
      location: { lat: 54.9508, lon: 20.2275 },
      images: [],
      workTime: closedSunday,
    }),
  listStorePromotions: ({ api }) => api.get('/api/admin/promotion/list?page=1&pageSize=1000000'),
  saveStorePromotion: ({ api }) =>
    api.post('/api/admin/promotion', {
      name: 'Счастливые часы',
      image: '/media/promotions/happy-hour.svg',
      isEnabled: true,
      startDateUTC: null,
      endDateUTC: null,
      links: [1, 2],
    }),
  deleteStorePromotion: async ({ api, data }) =>
    api.delete(`/api/admin/promotion/${pick((await data()).storePromotions, -1, 'promotion').id}`),
  listCities: ({ api }) => api.get('/api/admin/city/list?page=1&pageSize=10000'),
  getCity: ({ api }) => api.get('/api/admin/city/1'),
  deleteCity: async ({ api, data }) =>
    api.delete(`/api/admin/city/${pick((await data()).cities, -1, 'city').id}`),
  saveCity: ({ api }) =>
    api.post('/api/admin/city', {
      name: 'Пионерский',
      isEnabled: true,
      location: { lat: 54.9508, lon: 20.2275 },
    }),
  listBartenders: ({ api }) => api.get('/api/admin/bartender/list'),
  getBartender: ({ api }) => api.get('/api/admin/bartender/1'),
  deleteBartender: async ({ api, data }) =>
    api.delete(`/api/admin/bartender/${pick((await data()).bartenders, -1, 'bartender').id}`),
  listBartenderVotes: ({ api }) => api.get('/api/admin/bartender/1/votes'),
  saveBartender: ({ api }) =>
    api.post('/api/admin/bartender', {
      lastName: 'Егорова',
      name: 'Валерия',
      description: 'Любит классические коктейли.',
      tipsLink: 'https://tips.example.ru/egorova',
      imagePath: '/media/bartenders/egorova.svg',
      store: { id: 1 },
    }),
  listSlides: ({ api }) => api.get('/api/admin/common/slider'),
  saveSlides: async ({ api }) => {
    const slides = (await api.get('/api/admin/common/slider')).body;
    const list: unknown[] = Array.isArray(slides) ? [...slides].reverse() : [];
    return api.put(
      '/api/admin/common/slider/save',
      list.map((slide, index) => ({ ...Object(slide), order: index + 1 })),
    );
  },
  addSlide: ({ api, image }) =>
    api.post(
      '/api/admin/common/slider/add',
      form({ file: image(), content: 'Роллы со скидкой 30%' }),
    ),
};
