import { zCityInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { locationFieldSchema } from '../../components/map-picker/location-schema';
import { requiredText } from '../../lib/required-text';
import type { City, CityInput } from './api/queries';

/** The name is required (spaces alone are no name) and a location must be set before Save. */
export const cityFormSchema = z.extend(z.pick(zCityInput, { name: true, isEnabled: true }), {
  name: requiredText(zCityInput.shape.name),
  location: locationFieldSchema,
});

export type CityFormValues = z.infer<typeof cityFormSchema>;

/** A new city is enabled and has no centre yet. */
export const newCityValues: CityFormValues = { name: '', isEnabled: true, location: null };

export const toCityFormValues = (city: City): CityFormValues => ({
  name: city.name,
  isEnabled: city.isEnabled ?? true,
  location: city.location,
});

export function toCityInput(values: CityFormValues, id: number | undefined): CityInput {
  // Save is disabled without a location, so this only guards the types.
  if (values.location === null) throw new Error('A city needs a location');
  return { ...(id === undefined ? {} : { id }), ...values, location: values.location };
}
