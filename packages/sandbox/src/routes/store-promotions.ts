import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { SandboxData, StorePromotionRecord } from '../data';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { toUtcOrNull } from '../http/dates';
import { matchesSearch, paginate } from '../http/paging';
import { pageQueryOrDefaults, pathId } from '../http/params';
import { given } from '../http/patch';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

/** The list is versioned as a whole, whatever page was asked, so a save sees any other change. */
const allPromotions = (data: SandboxData) => [...data.storePromotions].sort((a, b) => a.id - b.id);

export function registerStorePromotionRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get('/api/admin/promotion/list', (c) => {
    const query = pageQueryOrDefaults(c);
    const all = allPromotions(state.data);
    const found = all.filter((promotion) => matchesSearch(query.search, [promotion.name]));
    return ok('listStorePromotions', paginate(found, query.page, query.pageSize), etagOf(all));
  });

  app.post('/api/admin/promotion', async (c) => {
    const body = await readJson(c, schemas.zSaveStorePromotionBody, { idMeansCreate: true });
    if (!body.ok) return body.response;
    const input = body.value;
    const data = state.data;
    const existing = data.storePromotions.find((promotion) => promotion.id === input.id);
    const errors: Record<string, string[]> = {};
    if (input.id !== undefined && !existing) errors.id = [MESSAGES.notFound];
    (input.links ?? []).forEach((storeId, index) => {
      if (!data.stores.some((store) => store.id === storeId)) {
        errors[`links.${index}`] = ['Магазин не найден'];
      }
    });
    if (Object.keys(errors).length > 0) return invalid('saveStorePromotion', errors);
    const stale = refuseStale(c, 'saveStorePromotion', allPromotions(data));
    if (stale) return stale;
    const record: StorePromotionRecord = {
      ...existing,
      ...input,
      links: [...new Set(input.links ?? existing?.links ?? [])],
      startDateUTC: toUtcOrNull(given(input.startDateUTC, existing?.startDateUTC)),
      endDateUTC: toUtcOrNull(given(input.endDateUTC, existing?.endDateUTC)),
      id: existing?.id ?? state.nextId('storePromotions', data.storePromotions),
    };
    const stored = existing ? Object.assign(existing, record) : record;
    if (!existing) data.storePromotions.push(record);
    return ok('saveStorePromotion', stored, etagOf(allPromotions(data)));
  });

  app.delete('/api/admin/promotion/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteStorePromotion');
    const promotions = state.data.storePromotions;
    if (!promotions.some((promotion) => promotion.id === id))
      return notFound('deleteStorePromotion');
    state.data.storePromotions = promotions.filter((promotion) => promotion.id !== id);
    return noContent('deleteStorePromotion');
  });
}
