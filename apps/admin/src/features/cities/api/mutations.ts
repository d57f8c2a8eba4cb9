import { unwrap, unwrapVoid } from '@shop/api-client';
import { client } from '../../../lib/api';
import { byId, type CityInput } from './queries';

/** Creates the city without an id, else updates it; returns the stored city. */
export const saveCity = (body: CityInput) => unwrap(client.POST('/api/admin/city', { body }));

export const deleteCity = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/city/{id}', byId(id)));
