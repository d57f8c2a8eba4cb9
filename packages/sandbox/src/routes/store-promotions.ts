// Promotions that run in stores: paged list, save (create or update), delete.
import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { StorePromotionRecord } from '../data';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { toUtcOrNull } from '../http/dates';
import { matchesSearch, paginate } from '../http/paging';
import { pageQueryOrDefaults, pathId } from '../http/params';
import { given } from '../http/patch';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

export function registerStorePromotionRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get('/api/admin/promotion/list', (c) => {
    const query = pageQueryOrDefaults(c);
    const found = state.data.storePromotions
      .filter((promotion) => matchesSearch(query.search, [promotion.name]))
      .sort((a, b) => a.id - b.id);
    return ok('listStorePromotions', paginate(found, query.page, query.pageSize));
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
    const record: StorePromotionRecord = {
      ...existing,
      ...input,
      links: [...new Set(input.links ?? existing?.links ?? [])],
      startDateUTC: toUtcOrNull(given(input.startDateUTC, existing?.startDateUTC)),
      endDateUTC: toUtcOrNull(given(input.endDateUTC, existing?.endDateUTC)),
      id: existing?.id ?? state.nextId('storePromotions', data.storePromotions),
    };
    if (existing) Object.assign(existing, record);
    else data.storePromotions.push(record);
    return ok('saveStorePromotion', record);
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
