import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { BartenderRecord } from '../data';
import { bartenderStore, shownBartender } from '../domain/places';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

const base = '/api/admin/bartender';

export function registerBartenderRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get(`${base}/list`, () =>
    ok(
      'listBartenders',
      [...state.data.bartenders]
        .sort((a, b) => a.id - b.id)
        .map((bartender) => shownBartender(state.data, bartender)),
    ),
  );

  // The rating is computed from the reviews: one sent in the body is ignored.
  app.post(base, async (c) => {
    const body = await readJson(c, schemas.zSaveBartenderBody, { idMeansCreate: true });
    if (!body.ok) return body.response;
    const input = body.value;
    const data = state.data;
    const existing = data.bartenders.find((bartender) => bartender.id === input.id);
    if (input.id !== undefined && !existing) {
      return invalid('saveBartender', { id: [MESSAGES.notFound] });
    }
    const store = input.store ? bartenderStore(data, input.store.id) : null;
    if (input.store && !store)
      return invalid('saveBartender', { 'store.id': ['Магазин не найден'] });
    const stale = refuseStale(c, 'saveBartender', existing && shownBartender(data, existing));
    if (stale) return stale;
    const record: BartenderRecord = {
      ...existing,
      ...input,
      store: input.store === undefined ? (existing?.store ?? null) : store,
      id: existing?.id ?? state.nextId('bartenders', data.bartenders),
    };
    const stored = existing ? Object.assign(existing, record) : record;
    if (!existing) data.bartenders.push(record);
    const shown = shownBartender(data, stored);
    return ok('saveBartender', shown, etagOf(shown));
  });

  app.get(`${base}/:id`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getBartender');
    const bartender = state.data.bartenders.find((candidate) => candidate.id === id);
    if (!bartender) return notFound('getBartender');
    const shown = shownBartender(state.data, bartender);
    return ok('getBartender', shown, etagOf(shown));
  });

  // Newest first, each with the reviewer's names as they are now (the login as it was, if gone).
  app.get(`${base}/:id/votes`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('listBartenderVotes');
    const data = state.data;
    if (!data.bartenders.some((bartender) => bartender.id === id)) {
      return notFound('listBartenderVotes');
    }
    const votes = data.bartenderVotes
      .filter((vote) => vote.bartenderId === id)
      .sort((a, b) => Date.parse(b.dateTimeUtc) - Date.parse(a.dateTimeUtc) || b.id - a.id)
      .map(({ id: _id, bartenderId: _bartenderId, ...vote }) => {
        const user = data.users.find((candidate) => candidate.id === vote.user.id);
        return user
          ? {
              ...vote,
              user: {
                id: user.id,
                name: user.name,
                lastName: user.lastName,
                userName: user.userName,
              },
            }
          : vote;
      });
    return ok('listBartenderVotes', votes);
  });

  app.delete(`${base}/:id`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteBartender');
    const data = state.data;
    if (!data.bartenders.some((bartender) => bartender.id === id))
      return notFound('deleteBartender');
    data.bartenders = data.bartenders.filter((bartender) => bartender.id !== id);
    data.bartenderVotes = data.bartenderVotes.filter((vote) => vote.bartenderId !== id);
    return noContent('deleteBartender');
  });
}
