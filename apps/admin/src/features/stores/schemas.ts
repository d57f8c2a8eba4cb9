import { zStoreImage, zStoreInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { locationFieldSchema } from '../../components/map-picker/location-schema';
import { messages } from '../../config/messages';
import { WEEKDAY_COUNT } from './lib/work-time';

const t = messages.stores;

/** A time picker's value: 'HH:mm', required for every weekday. */
const timeSchema = z
  .string()
  .check(
    z.minLength(1, { error: t.timeRequired }),
    z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.validation.invalid }),
  );

/** What the mask '9 9999 999 999' produces when it is filled in completely. */
export const STORE_PHONE_PATTERN = /^\d \d{4} \d{3} \d{3}$/;

/**
 * SPEC §5: name, code, address, phone, terminal, section, store, organization and
 * department ids are required (the contract's minLength 1); the price category id is
 * optional; Save also needs a location. Optional texts are '' in the form.
 */
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
    phone: zStoreInput.shape.phone.check(
      z.regex(STORE_PHONE_PATTERN, { error: t.phoneIncomplete }),
    ),
    cityId: z.nullable(z.number().check(z.int())),
    priceCategoryId: z.string(),
    description: z.string(),
    location: locationFieldSchema,
    images: z.array(zStoreImage),
    workTime: z
      .array(z.object({ from: timeSchema, to: timeSchema }))
      .check(z.length(WEEKDAY_COUNT)),
  },
);

export type StoreFormValues = z.infer<typeof storeFormSchema>;
