// One call per operation on news, orders, users and their promotions, and push.
import { pick, type OperationCases } from './types';

export const peopleCases: OperationCases = {
  getNews: async ({ api, data }) =>
    api.get(`/api/admin/news/${pick((await data()).news, 0, 'news').id}`),
  deleteNews: async ({ api, data }) =>
    api.delete(`/api/admin/news/${pick((await data()).news, -1, 'news').id}`),
  saveNews: ({ api }) =>
    api.post('/api/admin/news', {
      title: 'Фестиваль крафтового пива',
      isPublished: true,
      startDateUtc: '2026-11-27T15:00:00.000Z',
      endDateUtc: '2026-11-29T20:00:00.000Z',
      content: 'Двенадцать сортов от калининградских пивоварен.',
      images: [],
    }),
  listNews: ({ api }) => api.get('/api/admin/news/list?page=1&pageSize=20'),
  listOrders: ({ api }) => api.get('/api/admin/orders?page=1&pageSize=20'),
  getOrder: async ({ api, data }) =>
    api.get(`/api/admin/orders/${pick((await data()).orders, 0, 'order').id}`),
  setOrderStatus: async ({ api, data }) =>
    api.post(`/api/admin/orders/${pick((await data()).orders, 0, 'order').id}/status/3`),
  setOrderPaymentStatus: async ({ api, data }) =>
    api.post(`/api/admin/orders/${pick((await data()).orders, 0, 'order').id}/payment/status/2`),
  listUsers: ({ api }) => api.get('/api/admin/user/manager/list?page=1&pageSize=100'),
  getUser: ({ api }) => api.get('/api/admin/user/manager/2'),
  deleteUser: async ({ api, data }) =>
    api.delete(`/api/admin/user/manager/${pick((await data()).users, -1, 'user').id}`),
  createUser: ({ api }) =>
    api.post('/api/admin/user/manager', {
      userName: 'e.belova',
      role: 'Admin',
      name: 'Елена',
      lastName: 'Белова',
      email: 'belova@example.ru',
      isEnabled: true,
      newPassword: 'Balt1ka-2026',
    }),
  updateUser: async ({ api }) => {
    const user = (await api.get('/api/admin/user/manager/2')).body;
    return api.put('/api/admin/user/manager', { ...Object(user), middleName: 'Сергеевна' });
  },
  listUserPromotions: async ({ api, data }) => {
    const userId = pick((await data()).userPromotions, 0, 'user promotion').userId;
    return api.get(`/api/admin/promotion/user/${userId}/list`);
  },
  saveUserPromotion: async ({ api, data }) => {
    const userId = pick((await data()).userPromotions, 0, 'user promotion').userId;
    return api.post(`/api/admin/promotion/user/${userId}`, {
      name: 'Кофе в подарок к завтраку',
      image: '/media/promotions/breakfast.svg',
      isEnabled: true,
      startDateUTC: '2026-11-30T22:00:00.000Z',
      endDateUTC: null,
      promoCode: 'COFFEE26',
    });
  },
  deleteUserPromotion: async ({ api, data }) =>
    api.delete(
      `/api/admin/promotion/user/${pick((await data()).userPromotions, -1, 'promotion').id}`,
    ),
  sendPush: ({ api }) =>
    api.post('/api/admin/push', {
      sendAll: false,
      caption: 'Пицца 3 по цене 2',
      text: 'Только до 15 декабря: три пиццы по цене двух.',
      averageSum: 1500,
      lessAverageSum: false,
      buyDateStart: '2026-10-31T22:00:00.000Z',
      buyDateEnd: '2026-11-21T22:00:00.000Z',
    }),
};
