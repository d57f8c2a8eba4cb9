/** The mock's customer (GET /user/manager/{id}), also the base of other users in the tests. */
export { mockCustomer } from '../../src/features/users/test/mock-customer';

/** An Admin record: the customer blocks must not show for it. */
export const adminUser = (id: number) => ({
  id,
  userName: id === 1 ? 'admin' : 'manager.ivanova',
  role: 'Admin',
  name: id === 1 ? 'Алексей' : 'Мария',
  lastName: id === 1 ? 'Соколов' : 'Иванова',
  phone: '+7 921 610 45 23',
  birthDate: '1990-05-14',
  email: 'admin@example.ru',
  isEnabled: true,
});

/** A category's products for the sort screen, as many as asked (the mock has five). */
export const sortedProducts = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    name: `Товар ${index + 1}`,
    isPublished: index % 3 !== 0,
    order: index + 1,
  }));

/** `count` stores, 'Магазин 1' …, as the store list answers. */
export const manyStores = (count: number) => ({
  pages: 1,
  items: Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Магазин ${index + 1}`,
    address: `Калининград, Ленинский проспект, ${index + 1}`,
    cityId: null,
    isEnabled: true,
    isBranded: false,
    images: [],
  })),
});

/** `count` promotions 'Акция 1' …, each in one of `storeCount` stores, one shared image. */
export const manyPromotions = (count: number, storeCount: number) => ({
  pages: 1,
  items: Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Акция ${index + 1}`,
    image: '/media/promotions/happy-hour.svg',
    isEnabled: index % 4 !== 3,
    startDateUTC: null,
    endDateUTC: null,
    links: [(index % storeCount) + 1],
  })),
});
