import {
  zAddress,
  zChildrenOption,
  zIncomeLevel,
  zUserInputWritable,
} from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { dateTextSchema } from '../../lib/date-field';
import { requiredText } from '../../lib/required-text';

const m = messages.validation;

const USER_PHONE_PATTERN = /^\+\d \d{3} \d{3} \d{2} \d{2}$/;

const text = z.string();
const isEmail = (value: string) => z.email().safeParse(value).success;

/** Inputs hold strings ('' for empty); lib/user-form.ts converts to and from the contract. */
export const userFormSchema = z.extend(z.pick(zUserInputWritable, { userName: true, role: true }), {
  userName: requiredText(zUserInputWritable.shape.userName),
  name: text,
  lastName: text,
  middleName: text,
  phone: text.check(
    z.refine((value) => value === '' || USER_PHONE_PATTERN.test(value), {
      message: messages.users.phoneIncomplete,
    }),
  ),
  birthDate: dateTextSchema('date'),
  email: text.check(z.refine((value) => value === '' || isEmail(value), { message: m.email })),
  isEnabled: z.boolean(),
  // Optional when editing (labelled 'Новый пароль'); required on create, below.
  newPassword: text,
  oldPassword: text,
  bonuses: z.optional(z.number().check(z.gte(0))),
  hasCar: z.boolean(),
  hasWife: z.boolean(),
  children: zChildrenOption,
  incomeLevel: zIncomeLevel,
  address: z.extend(zAddress, { city: text, street: text, house: text, flat: text }),
});

export type UserFormValues = z.infer<typeof userFormSchema>;

/** Changing one's own password needs the old one; an empty new one changes nothing. */
export const ownUserFormSchema = userFormSchema.check(
  z.superRefine((values, ctx) => {
    if (values.newPassword !== '' && values.oldPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: m.required, input: '' });
    }
  }),
);

export const newUserFormSchema = z.extend(userFormSchema, {
  newPassword: text.check(z.minLength(1)),
});

/** A new user is an Admin; isEnabled defaults to true (the contract). */
export const userFormDefaults: UserFormValues = {
  userName: '',
  role: 'Admin',
  name: '',
  lastName: '',
  middleName: '',
  phone: '',
  birthDate: '',
  email: '',
  isEnabled: true,
  newPassword: '',
  oldPassword: '',
  bonuses: undefined,
  hasCar: false,
  hasWife: false,
  children: 0,
  incomeLevel: 0,
  address: { city: '', street: '', house: '', flat: '' },
};
