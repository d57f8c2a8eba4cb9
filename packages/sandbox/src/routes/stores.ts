// The save is POST /store/, with its trailing slash.
import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { StoreRecord } from '../data';
import { forgetStore, halfOpenDays, storeListItem } from '../domain/places';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { matchesSearch, paginate } from '../http/paging';
import { pageQueryOrDefaults, pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

export function registerStoreRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get('/api/admin/store/list', (c) => {
    const query = pageQueryOrDefaults(c);
    const found = state.data.stores
      .filter((s) => matchesSearch(query.search, [s.name, s.address, s.code, s.phone]))
      .sort((a, b) => a.id - b.id);
    const page = paginate(found, query.page, query.pageSize);
    return ok('listStores', { pages: page.pages, items: page.items.map(storeListItem) });
  });

  app.post('/api/admin/store/', async (c) => {
    const body = await readJson(c, schemas.zSaveStoreBody, { idMeansCreate: true });
    if (!body.ok) return body.response;
    const input = body.value;
    const data = state.data;
    const existing = data.stores.find((store) => store.id === input.id);
    const errors: Record<string, string[]> = {};
    if (input.id !== undefined && !existing) errors.id = [MESSAGES.notFound];
    if (input.cityId != null && !data.cities.some((city) => city.id === input.cityId)) {
      errors.cityId = ['Город не найден'];
    }
    for (const day of halfOpenDays(input.workTime)) {
      errors[`workTime.${day}`] = ['Укажите время начала и окончания или оставьте оба пустыми'];
    }
    if (Object.keys(errors).length > 0) return invalid('saveStore', errors);
    const stale = refuseStale(c, 'saveStore', existing);
    if (stale) return stale;
    const record: StoreRecord = {
      ...existing,
      ...input,
      images: [...(input.images ?? existing?.images ?? [])].sort((a, b) => a.order - b.order),
      id: existing?.id ?? state.nextId('stores', data.stores),
    };
    const stored = existing ? Object.assign(existing, record) : record;
    if (!existing) data.stores.push(record);
    return ok('saveStore', stored, etagOf(stored));
  });

  app.get('/api/admin/store/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getStore');
    const store = state.data.stores.find((candidate) => candidate.id === id);
    return store ? ok('getStore', store, etagOf(store)) : notFound('getStore');
  });

  app.delete('/api/admin/store/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteStore');
    if (!state.data.stores.some((store) => store.id === id)) return notFound('deleteStore');
    forgetStore(state.data, id);
    return noContent('deleteStore');
  });
}
