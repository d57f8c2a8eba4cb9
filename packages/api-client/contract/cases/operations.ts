import type { ContractCases } from './types';

const id = (value: number) => ({ params: { path: { id: value } } });
const page = (pageSize: number, search?: string) => ({
  params: { query: { page: 1, pageSize, search } },
});

export const operationsCases: ContractCases = {
  getNews: ({ client }) => client.GET('/api/admin/news/{id}', id(3)),
  saveNews: ({ client }) =>
    client.POST('/api/admin/news', {
      body: {
        title: 'Открылся новый магазин на Ленинском проспекте',
        isPublished: true,
        startDateUtc: '2026-11-20T07:00:00.000Z',
        endDateUtc: '2026-12-20T20:59:00.000Z',
        content: 'Ждём вас каждый день с 10:00 до 23:00.',
        images: [],
      },
    }),
  listNews: ({ client }) => client.GET('/api/admin/news/list', page(20)),
  deleteNews: ({ client }) => client.DELETE('/api/admin/news/{id}', id(3)),

  listOrders: ({ client }) => client.GET('/api/admin/orders', page(20, '10452')),
  getOrder: ({ client }) => client.GET('/api/admin/orders/{id}', id(1)),
  setOrderStatus: ({ client }) =>
    client.POST('/api/admin/orders/{id}/status/{status}', {
      params: { path: { id: 1, status: 3 } },
    }),
  setOrderPaymentStatus: ({ client }) =>
    client.POST('/api/admin/orders/{id}/payment/status/{status}', {
      params: { path: { id: 1, status: 2 } },
    }),

  listUsers: ({ client }) => client.GET('/api/admin/user/manager/list', page(100, 'иванова')),
  getUser: ({ client }) => client.GET('/api/admin/user/manager/{id}', id(2)),
  createUser: ({ client }) =>
    client.POST('/api/admin/user/manager', {
      body: {
        userName: 'manager.sokolov',
        role: 'Admin',
        name: 'Павел',
        lastName: 'Соколов',
        phone: '+7 911 765 43 21',
        email: 'sokolov@example.ru',
        isEnabled: true,
        newPassword: 'Секрет-2026',
      },
    }),
  updateUser: ({ client }) =>
    client.PUT('/api/admin/user/manager', {
      body: {
        id: 5,
        userName: 'olga.petrova',
        role: 'Customer',
        name: 'Ольга',
        lastName: 'Петрова',
        birthDate: '1992-03-08',
        isEnabled: true,
        bonuses: 350,
        hasCar: true,
        hasWife: false,
        children: 1,
        incomeLevel: 2,
        address: { city: 'Калининград', street: 'ул. Черняховского', house: '15', flat: '42' },
      },
    }),
  deleteUser: ({ client }) => client.DELETE('/api/admin/user/manager/{id}', id(9)),
  listUserPromotions: ({ client }) =>
    client.GET('/api/admin/promotion/user/{userId}/list', { params: { path: { userId: 5 } } }),
  saveUserPromotion: ({ client }) =>
    client.POST('/api/admin/promotion/user/{id}', {
      ...id(5),
      body: {
        name: 'Скидка 15% на день рождения',
        image: '/media/promotions/birthday.svg',
        isEnabled: true,
        startDateUTC: '2026-11-01T00:00:00.000Z',
        endDateUTC: '2026-11-30T00:00:00.000Z',
        promoCode: 'BDAY15',
      },
    }),
  deleteUserPromotion: ({ client }) => client.DELETE('/api/admin/promotion/user/{id}', id(12)),

  sendPush: ({ client }) =>
    client.POST('/api/admin/push', {
      body: {
        sendAll: false,
        caption: 'Скидка 20% на всю пиццу',
        text: 'Только в эти выходные — скидка 20% на всю пиццу.',
        averageSum: 1500,
        lessAverageSum: true,
        buyDateStart: '2026-10-01T00:00:00.000Z',
        buyDateEnd: '2026-10-31T00:00:00.000Z',
      },
    }),
};
