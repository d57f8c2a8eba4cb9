import { ifMatch, unwrapVersioned, unwrapVoid } from '@shop/api-client';
import { client } from '../../../lib/api';
import { byId, type CityInput } from './queries';

/** Creates the city without an id, else updates it over the version `etag`; returns the stored city. */
export const saveCity = (body: CityInput, etag: string | null) =>
  unwrapVersioned(client.POST('/api/admin/city', { params: { header: ifMatch(etag) }, body }));

export const deleteCity = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/city/{id}', byId(id)));
