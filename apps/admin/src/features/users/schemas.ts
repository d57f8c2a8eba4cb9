import {
  zAddress,
  zChildrenOption,
  zIncomeLevel,
  zUserInputWritable,
  zUserPromotion,
} from '@shop/api-client/schemas';
import { z } from 'zod';
import { messages } from '../../config/messages';
import { birthDateFromText } from './lib/birth-date';

const v = messages.validation;

/** The masked phone '+9 999 999 99 99' (SPEC §5), complete or empty. */
export const USER_PHONE_PATTERN = /^\+\d \d{3} \d{3} \d{2} \d{2}$/;

const text = z.string();
const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The user editor's values, derived from the contract's UserInput: inputs hold strings
 * ('' for empty) and the typed birth date; lib/user-form.ts converts to and from the contract.
 */
export const userFormSchema = zUserInputWritable.pick({ userName: true, role: true }).extend({
  name: text,
  lastName: text,
  middleName: text,
  phone: text.refine((value) => value === '' || USER_PHONE_PATTERN.test(value), {
    message: messages.users.phoneIncomplete,
  }),
  birthDate: text.refine((value) => value === '' || birthDateFromText(value) !== null, {
    message: v.date,
  }),
  email: text.refine((value) => value === '' || isEmail(value), { message: v.email }),
  isEnabled: z.boolean(),
  // SPEC §5: optional when editing (labelled 'Новый пароль'); required on create, below.
  newPassword: text,
  oldPassword: text,
  bonuses: z.number().gte(0).optional(),
  hasCar: z.boolean(),
  hasWife: z.boolean(),
  children: zChildrenOption,
  incomeLevel: zIncomeLevel,
  address: zAddress.extend({ city: text, street: text, house: text, flat: text }),
});

export type UserFormValues = z.infer<typeof userFormSchema>;

/** SPEC §5: a new user needs a password. */
export const newUserFormSchema = userFormSchema.extend({ newPassword: text.min(1) });

/**
 * A customer promotion's form (SPEC §5: name and image required). Dates are local days from
 * the date picker; lib/promotion-form.ts sends them as UTC ISO.
 */
export const promotionFormSchema = zUserPromotion.pick({ name: true, image: true }).extend({
  promoCode: text,
  isEnabled: z.boolean(),
  startDate: z.date().nullable(),
  endDate: z.date().nullable(),
});

export type PromotionFormValues = z.infer<typeof promotionFormSchema>;

/** A new promotion also needs its promo code. */
export const newPromotionFormSchema = promotionFormSchema.extend({ promoCode: text.min(1) });
