import type { City, CityInput } from '../api/queries';
import type { CityFormValues } from '../schemas';

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
