import { zCityInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { locationFieldSchema } from '../../components/map-picker/location-schema';
import { requiredText } from '../../lib/required-text';

/** The name is required (spaces alone are no name) and a location must be set before Save. */
export const cityFormSchema = z.extend(z.pick(zCityInput, { name: true, isEnabled: true }), {
  name: requiredText(zCityInput.shape.name),
  location: locationFieldSchema,
});

export type CityFormValues = z.infer<typeof cityFormSchema>;

/** A new city is enabled and has no centre yet. */
export const cityFormDefaults: CityFormValues = { name: '', isEnabled: true, location: null };
