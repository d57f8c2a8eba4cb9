import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { components } from '@shop/api-client';
import type { Id, SandboxData, UserPromotionRecord } from '../data';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { toUtcOrNull } from '../http/dates';
import { given } from '../http/patch';
import { pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

type Shown = components['schemas']['UserPromotion'] & { id: number };

function shown(record: UserPromotionRecord): Shown {
  const { userId: _userId, ...rest } = record;
  return rest;
}

/** The list is versioned as a whole. */
const promotionsOf = (data: SandboxData, userId: Id) =>
  data.userPromotions
    .filter((promotion) => promotion.userId === userId)
    .sort((a, b) => a.id - b.id)
    .map(shown);

export function registerUserPromotionRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get('/api/admin/promotion/user/:userId/list', (c) => {
    const userId = pathId(c, 'userId');
    if (userId === null) return badRequest('listUserPromotions');
    if (!state.data.users.some((user) => user.id === userId)) return notFound('listUserPromotions');
    const list = promotionsOf(state.data, userId);
    return ok('listUserPromotions', list, etagOf(list));
  });

  // Here the path id is the user's; the body's id (if any) names the promotion to update.
  app.post('/api/admin/promotion/user/:id', async (c) => {
    const userId = pathId(c);
    if (userId === null) return badRequest('saveUserPromotion');
    if (!state.data.users.some((user) => user.id === userId)) return notFound('saveUserPromotion');
    const body = await readJson(c, schemas.zSaveUserPromotionBody, { idMeansCreate: true });
    if (!body.ok) return body.response;
    const input = body.value;
    const promotions = state.data.userPromotions;
    const existing = promotions.find((p) => p.id === input.id && p.userId === userId);
    if (input.id !== undefined && !existing) return notFound('saveUserPromotion');
    // A new promotion needs a promo code; an existing one may keep or drop it.
    if (!existing && !input.promoCode) {
      return invalid('saveUserPromotion', { promoCode: [MESSAGES.required] });
    }
    const stale = refuseStale(c, 'saveUserPromotion', promotionsOf(state.data, userId));
    if (stale) return stale;
    const record: UserPromotionRecord = {
      ...existing,
      ...input,
      startDateUTC: toUtcOrNull(given(input.startDateUTC, existing?.startDateUTC)),
      endDateUTC: toUtcOrNull(given(input.endDateUTC, existing?.endDateUTC)),
      id: existing?.id ?? state.nextId('userPromotions', promotions),
      userId,
    };
    const stored = existing ? Object.assign(existing, record) : record;
    if (!existing) promotions.push(record);
    return ok('saveUserPromotion', shown(stored), etagOf(promotionsOf(state.data, userId)));
  });

  // Here the path id is the promotion's.
  app.delete('/api/admin/promotion/user/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteUserPromotion');
    if (!state.data.userPromotions.some((p) => p.id === id)) return notFound('deleteUserPromotion');
    state.data.userPromotions = state.data.userPromotions.filter((p) => p.id !== id);
    return noContent('deleteUserPromotion');
  });
}
