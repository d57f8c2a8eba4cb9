import type { User } from '../lib/user-form';

/**
 * The contract mock's customer (the example of GET /user/manager/{id}): the unit tests of the
 * user form and the e2e tests of the user screens both start from it.
 */
export const mockCustomer: User = {
  id: 12,
  userName: 'i.vasiliev',
  role: 'Customer',
  name: 'Игорь',
  lastName: 'Васильев',
  middleName: 'Николаевич',
  phone: '+7 911 234 56 78',
  birthDate: '1987-06-23',
  email: 'i.vasiliev@mail.ru',
  isEnabled: true,
  bonuses: 350,
  hasCar: true,
  hasWife: true,
  children: 2,
  incomeLevel: 3,
  address: { city: 'Калининград', street: 'ул. Черняховского', house: '15', flat: '42' },
};
