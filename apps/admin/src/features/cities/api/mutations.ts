import { ifMatch, unwrapVersioned, unwrapVoid } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api';
import { saveChanged } from '../../../lib/save-changed';
import { byId, cityQueries, type CityInput } from './queries';

/** Creates the city without an id, else updates it over the version `etag`; returns the stored city. */
export const saveCity = (body: CityInput, etag: string | null) =>
  unwrapVersioned(client.POST('/api/admin/city', { params: { header: ifMatch(etag) }, body }));

/** Switches the city on or off as it is stored now, changing nothing else. */
export const setCityEnabled = (queryClient: QueryClient, id: number, isEnabled: boolean) =>
  saveChanged(queryClient, cityQueries.detail(id), saveCity, { isEnabled });

export const deleteCity = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/city/{id}', byId(id)));
