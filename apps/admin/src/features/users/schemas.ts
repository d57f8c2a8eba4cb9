import {
  zAddress,
  zChildrenOption,
  zIncomeLevel,
  zUserInputWritable,
  zUserPromotion,
} from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { dateTextSchema } from '../../lib/date-field';
import { requiredText } from '../../lib/required-text';

const m = messages.validation;

/** The masked phone '+9 999 999 99 99' complete or empty. */
const USER_PHONE_PATTERN = /^\+\d \d{3} \d{3} \d{2} \d{2}$/;

const text = z.string();
const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The user editor's values, derived from the contract's UserInput: inputs hold strings
 * ('' for empty) and the typed birth date; lib/user-form.ts converts to and from the contract.
 */
export const userFormSchema = z.extend(z.pick(zUserInputWritable, { userName: true, role: true }), {
  // The login is trimmed: spaces alone are no login.
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

/**
 * Users changing the password of the account they are signed in with confirm it with the old
 * one; an empty new password changes nothing and needs none.
 */
export const ownUserFormSchema = userFormSchema.check(
  z.superRefine((values, ctx) => {
    if (values.newPassword !== '' && values.oldPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: m.required, input: '' });
    }
  }),
);

/** A new user needs a password. */
export const newUserFormSchema = z.extend(userFormSchema, {
  newPassword: text.check(z.minLength(1)),
});

/**
 * A customer promotion's form (name and image required). Dates are the typed local
 * days 'dd.mm.yyyy' ('' for none); lib/promotion-form.ts sends them as UTC ISO.
 */
export const promotionFormSchema = z.extend(z.pick(zUserPromotion, { name: true, image: true }), {
  name: requiredText(zUserPromotion.shape.name),
  promoCode: text,
  isEnabled: z.boolean(),
  startDate: dateTextSchema('date'),
  endDate: dateTextSchema('date'),
});

export type PromotionFormValues = z.infer<typeof promotionFormSchema>;

/** A new promotion also needs its promo code (more than spaces). */
export const newPromotionFormSchema = z.extend(promotionFormSchema, {
  promoCode: requiredText(),
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

/** A new promotion is enabled (the contract's default) and has no dates. */
export const promotionFormDefaults: PromotionFormValues = {
  name: '',
  image: '',
  promoCode: '',
  isEnabled: true,
  startDate: '',
  endDate: '',
};
