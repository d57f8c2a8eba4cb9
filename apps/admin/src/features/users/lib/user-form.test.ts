import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import {
  newUserFormSchema,
  userFormSchema,
  type UserFormValues,
  userFormDefaults,
} from '../schemas';
import { mockCustomer as customer } from '../test/mock-customer';
import { isCustomer, isSameUser, toUserFormValues, toUserInput } from './user-form';

const errorsOf = (schema: typeof userFormSchema, values: UserFormValues) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('user form values', () => {
  beforeAll(installZodMessages);

  it('starts a new user as an enabled Admin with empty fields', () => {
    expect(userFormDefaults).toMatchObject({ role: 'Admin', isEnabled: true, userName: '' });
  });

  it('reads a stored user into the form, birth date as dd.mm.yyyy', () => {
    expect(toUserFormValues(customer)).toMatchObject({
      userName: 'i.vasiliev',
      phone: '+7 911 234 56 78',
      birthDate: '23.06.1987',
      bonuses: 350,
      children: 2,
      incomeLevel: 3,
      newPassword: '',
      oldPassword: '',
      address: { city: 'Калининград', street: 'ул. Черняховского', house: '15', flat: '42' },
    });
  });

  it('fills absent optional fields with empty values', () => {
    const values = toUserFormValues({ id: 3, userName: 'x', role: 'Admin', isEnabled: false });
    expect(values).toMatchObject({
      name: '',
      phone: '',
      birthDate: '',
      email: '',
      bonuses: undefined,
      hasCar: false,
      children: 0,
      incomeLevel: 0,
      address: { city: '', street: '', house: '', flat: '' },
    });
  });

  it('masks a phone the server sends as bare digits', () => {
    expect(toUserFormValues({ ...customer, phone: '79112345678' }).phone).toBe('+7 911 234 56 78');
  });

  it('round-trips a customer through the form unchanged', () => {
    const input = toUserInput(toUserFormValues(customer), {
      id: 12,
      hasCustomerFields: true,
      isSelf: false,
    });
    expect(input).toEqual(customer);
  });

  it('sends the birth date as YYYY-MM-DD and empty texts as null', () => {
    const values = { ...userFormDefaults, userName: ' new.admin ', birthDate: '01.03.1990' };
    expect(toUserInput(values, { hasCustomerFields: false, isSelf: false })).toEqual({
      userName: 'new.admin',
      role: 'Admin',
      name: null,
      lastName: null,
      middleName: null,
      phone: null,
      birthDate: '1990-03-01',
      email: null,
      isEnabled: true,
    });
  });

  it('leaves the customer fields out for an Admin', () => {
    const input = toUserInput(toUserFormValues(customer), {
      hasCustomerFields: false,
      isSelf: false,
    });
    expect(input).not.toHaveProperty('bonuses');
    expect(input).not.toHaveProperty('address');
    expect(input).not.toHaveProperty('id');
  });

  it('sends a new password only when typed, the old one only for the signed-in user', () => {
    const values = { ...toUserFormValues(customer), newPassword: 'Nov-2026', oldPassword: 'old' };
    const other = toUserInput(values, { id: 12, hasCustomerFields: true, isSelf: false });
    expect(other.newPassword).toBe('Nov-2026');
    expect(other).not.toHaveProperty('oldPassword');
    const self = toUserInput(values, { id: 12, hasCustomerFields: true, isSelf: true });
    expect(self.oldPassword).toBe('old');
    const unchanged = toUserInput(toUserFormValues(customer), {
      id: 12,
      hasCustomerFields: true,
      isSelf: true,
    });
    expect(unchanged).not.toHaveProperty('newPassword');
    expect(unchanged).not.toHaveProperty('oldPassword');
  });

  it('decides the customer blocks and the own account', () => {
    expect(isCustomer({ role: 'Customer' })).toBe(true);
    expect(isCustomer({ role: 'Admin' })).toBe(false);
    expect(isSameUser('12', 12)).toBe(true);
    expect(isSameUser('1', 12)).toBe(false);
    expect(isSameUser(undefined, 12)).toBe(false);
    expect(isSameUser('12', 'new')).toBe(false);
  });
});

describe('user form schema', () => {
  beforeAll(installZodMessages);

  const valid: UserFormValues = { ...userFormDefaults, userName: 'admin' };

  it('requires the user name', () => {
    expect(errorsOf(userFormSchema, { ...valid, userName: '' })).toEqual({
      userName: 'Обязательное поле',
    });
  });

  it('requires a password only when creating', () => {
    expect(errorsOf(userFormSchema, valid)).toEqual({});
    expect(errorsOf(newUserFormSchema, valid)).toEqual({ newPassword: 'Обязательное поле' });
    expect(errorsOf(newUserFormSchema, { ...valid, newPassword: 'secret' })).toEqual({});
  });

  it('checks the email, the phone mask and the birth date when filled', () => {
    expect(
      errorsOf(userFormSchema, {
        ...valid,
        email: 'not-an-email',
        phone: '+7 911 23',
        birthDate: '31.02.1990',
      }),
    ).toEqual({
      email: 'Неверный адрес электронной почты',
      phone: 'Введите телефон полностью',
      birthDate: 'Такой даты нет',
    });
    expect(
      errorsOf(userFormSchema, {
        ...valid,
        email: 'a@b.ru',
        phone: '+7 911 234 56 78',
        birthDate: '23.06.1987',
      }),
    ).toEqual({});
  });

  it('says whether a birth date is unfinished or does not exist', () => {
    expect(errorsOf(userFormSchema, { ...valid, birthDate: '23.06.19' })).toEqual({
      birthDate: 'Дата введена не полностью: дд.мм.гггг',
    });
    expect(errorsOf(userFormSchema, { ...valid, birthDate: '29.02.2025' })).toEqual({
      birthDate: 'Такой даты нет',
    });
    expect(errorsOf(userFormSchema, { ...valid, birthDate: '29.02.2024' })).toEqual({});
  });

  it('refuses negative bonuses', () => {
    expect(errorsOf(userFormSchema, { ...valid, bonuses: -1 })).toEqual({ bonuses: 'Не меньше 0' });
  });
});
