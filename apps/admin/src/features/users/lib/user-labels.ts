import type { Schemas } from '@shop/api-client';
import type { SelectOption } from '@shop/ui/select';
import { messages } from '../../../config/messages';

export type UserRole = Schemas['UserRole'];
export type ChildrenOption = Schemas['ChildrenOption'];
export type IncomeLevel = Schemas['IncomeLevel'];

const m = messages.users;

/** Both roles, Admin first (the default of a new user). */
const USER_ROLES: readonly UserRole[] = ['Admin', 'Customer'];
/** The customer's children and income levels, in the contract's order; 0 is "not selected". */
const CHILDREN_OPTIONS: readonly ChildrenOption[] = [0, 1, 2, 3];
const INCOME_LEVELS: readonly IncomeLevel[] = [0, 1, 2, 3, 4];

export const roleLabel = (role: string): string =>
  role === 'Admin' || role === 'Customer' ? m.roleLabels[role] : role;

export const roleOptions: readonly SelectOption[] = USER_ROLES.map((role) => ({
  value: role,
  label: roleLabel(role),
}));

export const childrenOptions: readonly SelectOption[] = CHILDREN_OPTIONS.map((value) => ({
  value: String(value),
  label: m.childrenLabels[value],
}));

export const incomeLevelOptions: readonly SelectOption[] = INCOME_LEVELS.map((value) => ({
  value: String(value),
  label: m.incomeLevelLabels[value],
}));

/** Dropdown strings back to the enums; anything else falls back to "not selected" (0). */
export const parseRole = (value: string): UserRole => (value === 'Customer' ? 'Customer' : 'Admin');
export const parseChildren = (value: string): ChildrenOption =>
  CHILDREN_OPTIONS.find((option) => String(option) === value) ?? 0;
export const parseIncomeLevel = (value: string): IncomeLevel =>
  INCOME_LEVELS.find((option) => String(option) === value) ?? 0;
