import type { Schemas } from '../../src';
import { byId, searchPage, type Entity } from './entity';
import { createOwn, ownName } from './own';

/** Whole minutes, as the admin sends news dates. */
function minute(offsetDays: number) {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  date.setUTCSeconds(0, 0);
  return date.toISOString();
}

const removeNews: Entity['remove'] = (api, id) => api.DELETE('/api/admin/news/{id}', byId(id));

export const news: Entity = {
  key: 'News',
  noun: 'a news item',
  path: (id) => `/api/admin/news/${id}`,
  create({ scenario, api }) {
    const title = ownName(scenario, 'новость');
    const sent: Schemas['NewsInput'] = {
      title,
      isPublished: false,
      startDateUtc: minute(0),
      endDateUtc: minute(7),
      content: 'Создана проверкой контракта и удаляется в её конце.',
      images: [],
    };
    return createOwn(scenario, {
      thing: 'news item',
      name: title,
      sent,
      save: () => api.POST('/api/admin/news', { body: sent }),
      remove: removeNews,
    });
  },
  read: (api, id) => api.GET('/api/admin/news/{id}', byId(id)),
  async update(api, record) {
    const sent = { ...(record.sent as Schemas['NewsInput']), id: record.id, endDateUtc: minute(8) };
    return { sent, result: await api.POST('/api/admin/news', { body: sent }) };
  },
  find: (api, text) => api.GET('/api/admin/news/list', searchPage(text)),
  searchFields: ['title', 'content'],
  searchText: (record) => record.name,
  remove: removeNews,
};
