import type { Schemas } from '@shop/api-client';
import { formatMasked, maskPresets } from '@shop/ui/masked-input';
import type { UserFormValues } from '../schemas';
import { birthDateFromText, birthDateToText } from './birth-date';

export type User = Schemas['User'];
export type UserInput = Schemas['UserInput'];

/** The extra information, address and promotions belong to non-Admin users. */
export const isCustomer = (user: Pick<User, 'role'>): boolean => user.role !== 'Admin';

/** Whoever is signed in edits their own account: session ids are strings, record ids numbers. */
export const isSameUser = (sessionUserId: string | undefined, recordId: number | 'new') =>
  recordId !== 'new' && sessionUserId !== undefined && sessionUserId === String(recordId);

/** The mask takes digits; a server phone in any spelling ('79112345678') is shown masked. */
function phoneToText(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits === '' ? '' : formatMasked(digits, maskPresets.userPhone);
}

export function toUserFormValues(user: User): UserFormValues {
  return {
    userName: user.userName,
    role: user.role,
    name: user.name ?? '',
    lastName: user.lastName ?? '',
    middleName: user.middleName ?? '',
    phone: phoneToText(user.phone),
    birthDate: birthDateToText(user.birthDate),
    email: user.email ?? '',
    isEnabled: user.isEnabled,
    // Passwords are never returned; the fields start empty.
    newPassword: '',
    oldPassword: '',
    bonuses: user.bonuses ?? undefined,
    hasCar: user.hasCar ?? false,
    hasWife: user.hasWife ?? false,
    children: user.children ?? 0,
    incomeLevel: user.incomeLevel ?? 0,
    address: {
      city: user.address?.city ?? '',
      street: user.address?.street ?? '',
      house: user.address?.house ?? '',
      flat: user.address?.flat ?? '',
    },
  };
}

export type UserInputContext = {
  id?: number;
  /** The customer blocks were shown, so their fields are part of the save. */
  hasCustomerFields: boolean;
  /** The signed-in user edits their own account: the old password may go along. */
  isSelf: boolean;
};

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toUserInput(values: UserFormValues, context: UserInputContext): UserInput {
  const input: UserInput = {
    userName: values.userName.trim(),
    role: values.role,
    name: orNull(values.name),
    lastName: orNull(values.lastName),
    middleName: orNull(values.middleName),
    phone: orNull(values.phone),
    birthDate: birthDateFromText(values.birthDate),
    email: orNull(values.email),
    isEnabled: values.isEnabled,
  };
  if (context.id !== undefined) input.id = context.id;
  // An empty password field means "do not change it"; passwords are not trimmed.
  if (values.newPassword !== '') input.newPassword = values.newPassword;
  if (context.isSelf && values.oldPassword !== '') input.oldPassword = values.oldPassword;
  if (context.hasCustomerFields) {
    input.bonuses = values.bonuses ?? null;
    input.hasCar = values.hasCar;
    input.hasWife = values.hasWife;
    input.children = values.children;
    input.incomeLevel = values.incomeLevel;
    input.address = {
      city: orNull(values.address.city),
      street: orNull(values.address.street),
      house: orNull(values.address.house),
      flat: orNull(values.address.flat),
    };
  }
  return input;
}
