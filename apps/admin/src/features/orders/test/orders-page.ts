import type { OrderSummary } from '../api/queries';

/** A first page of three orders, newest first, as the list's tests serve it. */
export const orderRows: OrderSummary[] = [
  {
    id: 452,
    number: '10452',
    utcDate: '2026-11-20T09:30:00.000Z',
    contactName: 'Анна Смирнова',
    contactPhone: '+7 911 456 78 90',
    orderStatus: 1,
    paymentStatus: 1,
    totalSum: 2835,
  },
  {
    id: 451,
    number: '10451',
    utcDate: '2026-11-20T08:55:00.000Z',
    contactName: 'Дмитрий Волков',
    contactPhone: '+7 921 103 44 17',
    orderStatus: 2,
    paymentStatus: 2,
    totalSum: 1298,
  },
  {
    id: 450,
    number: '10450',
    utcDate: '2026-11-20T08:12:00.000Z',
    contactName: 'Екатерина Орлова',
    contactPhone: '+7 911 870 12 05',
    orderStatus: 3,
    paymentStatus: 2,
    totalSum: 1647,
  },
];

export const LIST = 'GET /api/admin/orders';
