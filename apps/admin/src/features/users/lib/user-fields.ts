import { optionLabel, type FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import type { UserFormValues } from '../schemas';
import { childrenOptions, incomeLevelOptions, roleLabel } from './user-labels';

const m = messages.users;

/**
 * The user form's fields for the conflict table. Passwords are left out: they are never
 * loaded, so nobody's saved version has one to compare.
 */
export const userFields: FieldViews<UserFormValues> = {
  userName: m.userName,
  role: { label: m.role, show: roleLabel },
  name: m.name,
  lastName: m.lastName,
  middleName: m.middleName,
  phone: m.phone,
  birthDate: m.birthDate,
  email: m.email,
  isEnabled: m.isEnabled,
  newPassword: null,
  oldPassword: null,
  bonuses: m.bonuses,
  hasCar: m.hasCar,
  hasWife: m.hasWife,
  children: { label: m.children, show: optionLabel(childrenOptions) },
  incomeLevel: { label: m.incomeLevel, show: optionLabel(incomeLevelOptions) },
  address: m.addressTitle,
};
