// Fake records for the two resources, served from memory by ra-data-fakerest.
const cities = ['Москва', 'Казань', 'Самара', 'Пермь', 'Тверь'];

export const data = {
  users: Array.from({ length: 60 }, (_, index) => ({
    id: index + 1,
    name: `User ${index + 1}`,
    email: `user${index + 1}@example.com`,
    role: index % 5 === 0 ? 'admin' : 'manager',
  })),
  stores: Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    title: `Store ${index + 1}`,
    city: cities[index % cities.length],
    active: index % 3 !== 0,
  })),
};
