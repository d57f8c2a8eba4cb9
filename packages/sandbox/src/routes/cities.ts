import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { CityRecord } from '../data';
import { forgetCity } from '../domain/places';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { matchesSearch, paginate } from '../http/paging';
import { pageQueryOrDefaults, pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

export function registerCityRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get('/api/admin/city/list', (c) => {
    const query = pageQueryOrDefaults(c);
    const found = state.data.cities
      .filter((city) => matchesSearch(query.search, [city.name]))
      .sort((a, b) => a.id - b.id);
    return ok('listCities', paginate(found, query.page, query.pageSize));
  });

  app.post('/api/admin/city', async (c) => {
    const body = await readJson(c, schemas.zSaveCityBody, { idMeansCreate: true });
    if (!body.ok) return body.response;
    const input = body.value;
    const cities = state.data.cities;
    const existing = cities.find((city) => city.id === input.id);
    if (input.id !== undefined && !existing)
      return invalid('saveCity', { id: [MESSAGES.notFound] });
    const stale = refuseStale(c, 'saveCity', existing);
    if (stale) return stale;
    const record: CityRecord = { ...input, id: existing?.id ?? state.nextId('cities', cities) };
    const stored = existing ? Object.assign(existing, record) : record;
    if (!existing) cities.push(record);
    return ok('saveCity', stored, etagOf(stored));
  });

  app.get('/api/admin/city/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getCity');
    const city = state.data.cities.find((candidate) => candidate.id === id);
    return city ? ok('getCity', city, etagOf(city)) : notFound('getCity');
  });

  app.delete('/api/admin/city/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteCity');
    if (!state.data.cities.some((city) => city.id === id)) return notFound('deleteCity');
    forgetCity(state.data, id);
    return noContent('deleteCity');
  });
}
