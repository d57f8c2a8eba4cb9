import { zStoreImage, zStoreInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { locationFieldSchema } from '../../components/map-picker/location-schema';
import { messages } from '../../config/messages';
import { requiredText } from '../../lib/required-text';
import { emptyWeek, isHalfDay, WEEKDAY_COUNT } from './lib/work-time';

const m = messages.stores;

const timeSchema = z
  .string()
  .check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/, { error: messages.validation.invalid }));

// One time only is an error at the missing one, so Save never stays off without a word.
const workDaySchema = z.object({ from: timeSchema, to: timeSchema }).check(
  z.superRefine((row, ctx) => {
    if (!isHalfDay(row)) return;
    const missing = row.from === '' ? 'from' : 'to';
    ctx.addIssue({ code: 'custom', path: [missing], message: m.halfDay, input: row[missing] });
  }),
);

const STORE_PHONE_PATTERN = /^\d \d{4} \d{3} \d{3}$/;

// The ids but the price category's are required (trimmed); Save also needs a location.
export const storeFormSchema = z.extend(
  z.pick(zStoreInput, {
    name: true,
    code: true,
    address: true,
    terminalId: true,
    sectionId: true,
    storeId: true,
    organizationId: true,
    departmentId: true,
    isBranded: true,
    isEnabled: true,
  }),
  {
    name: requiredText(zStoreInput.shape.name),
    code: requiredText(zStoreInput.shape.code),
    address: requiredText(zStoreInput.shape.address),
    terminalId: requiredText(zStoreInput.shape.terminalId),
    sectionId: requiredText(zStoreInput.shape.sectionId),
    storeId: requiredText(zStoreInput.shape.storeId),
    organizationId: requiredText(zStoreInput.shape.organizationId),
    departmentId: requiredText(zStoreInput.shape.departmentId),
    phone: zStoreInput.shape.phone.check(
      z.regex(STORE_PHONE_PATTERN, { error: m.phoneIncomplete }),
    ),
    cityId: z.nullable(z.number().check(z.int())),
    priceCategoryId: z.string(),
    description: z.string(),
    location: locationFieldSchema,
    images: z.array(zStoreImage),
    workTime: z.array(workDaySchema).check(z.length(WEEKDAY_COUNT)),
  },
);

export type StoreFormValues = z.infer<typeof storeFormSchema>;

export const storeFormDefaults: StoreFormValues = {
  name: '',
  code: '',
  cityId: null,
  address: '',
  phone: '',
  terminalId: '',
  priceCategoryId: '',
  sectionId: '',
  storeId: '',
  organizationId: '',
  departmentId: '',
  description: '',
  isBranded: false,
  isEnabled: true,
  location: null,
  images: [],
  workTime: emptyWeek(),
};
