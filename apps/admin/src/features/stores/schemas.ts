import { zStoreImage, zStoreInput } from '@shop/api-client/schemas';
import { z } from 'zod';
import { locationFieldSchema } from '../../components/map-picker/location-schema';
import { messages } from '../../config/messages';
import { WEEKDAY_COUNT } from './lib/work-time';

const t = messages.stores;

/** A time picker's value: 'HH:mm', required for every weekday. */
const timeSchema = z
  .string()
  .min(1, { error: t.timeRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.validation.invalid });

/** What the mask '9 9999 999 999' produces when it is filled in completely. */
export const STORE_PHONE_PATTERN = /^\d \d{4} \d{3} \d{3}$/;

/**
 * SPEC §5: name, code, address, phone, terminal, section, store, organization and
 * department ids are required (the contract's minLength 1); the price category id is
 * optional; Save also needs a location. Optional texts are '' in the form.
 */
export const storeFormSchema = zStoreInput
  .pick({
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
  })
  .extend({
    phone: zStoreInput.shape.phone.regex(STORE_PHONE_PATTERN, { error: t.phoneIncomplete }),
    cityId: z.number().int().nullable(),
    priceCategoryId: z.string(),
    description: z.string(),
    location: locationFieldSchema,
    images: z.array(zStoreImage),
    workTime: z.array(z.object({ from: timeSchema, to: timeSchema })).length(WEEKDAY_COUNT),
  });

export type StoreFormValues = z.infer<typeof storeFormSchema>;
