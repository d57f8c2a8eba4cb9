import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { NewsRecord } from '../data';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { toUtcOrNull } from '../http/dates';
import { given } from '../http/patch';
import { matchesSearch, paginate } from '../http/paging';
import { pageQuery, pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

export function registerNewsRoutes(app: Hono<AppEnv>, state: SandboxState) {
  // Newest first: the news list shows the latest items on its first page.
  app.get('/api/admin/news/list', (c) => {
    const query = pageQuery(c);
    if (!query) return badRequest('listNews');
    const found = state.data.news
      .filter((item) => matchesSearch(query.search, [item.title, item.content]))
      .sort((a, b) => b.id - a.id);
    return ok('listNews', paginate(found, query.page, query.pageSize));
  });

  app.post('/api/admin/news', async (c) => {
    const body = await readJson(c, schemas.zSaveNewsBody, { idMeansCreate: true });
    if (!body.ok) return body.response;
    const input = body.value;
    const news = state.data.news;
    const existing = news.find((item) => item.id === input.id);
    if (input.id !== undefined && !existing)
      return invalid('saveNews', { id: [MESSAGES.notFound] });
    const stale = refuseStale(c, 'saveNews', existing);
    if (stale) return stale;
    const startDateUtc = toUtcOrNull(given(input.startDateUtc, existing?.startDateUtc));
    const endDateUtc = toUtcOrNull(given(input.endDateUtc, existing?.endDateUtc));
    if (startDateUtc && endDateUtc && endDateUtc < startDateUtc) {
      return invalid('saveNews', { endDateUtc: ['Дата окончания раньше даты начала'] });
    }
    const record: NewsRecord = {
      content: '',
      images: [],
      ...existing,
      ...input,
      startDateUtc,
      endDateUtc,
      id: existing?.id ?? state.nextId('news', news),
    };
    const stored = existing ? Object.assign(existing, record) : record;
    if (!existing) news.push(record);
    return ok('saveNews', stored, etagOf(stored));
  });

  app.get('/api/admin/news/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getNews');
    const item = state.data.news.find((candidate) => candidate.id === id);
    return item ? ok('getNews', item, etagOf(item)) : notFound('getNews');
  });

  app.delete('/api/admin/news/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteNews');
    if (!state.data.news.some((item) => item.id === id)) return notFound('deleteNews');
    state.data.news = state.data.news.filter((item) => item.id !== id);
    return noContent('deleteNews');
  });
}
