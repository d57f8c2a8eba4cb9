import type { Schemas } from '../../src';
import { ownStoreBody } from '../own-bodies';
import { byId, searchPage, type Entity } from './entity';
import { createOwn, ownName, ownTag } from './own';
import type { CheckContext } from './types';

const removeCity: Entity['remove'] = (api, id) => api.DELETE('/api/admin/city/{id}', byId(id));

/** A disabled city: no customer sees it. */
export function createCity({ scenario, api }: CheckContext, name = ownName(scenario, 'город')) {
  const sent: Schemas['CityInput'] = {
    name,
    isEnabled: false,
    location: { lat: 54.7104, lon: 20.4522 },
  };
  return createOwn(scenario, {
    thing: 'city',
    name,
    sent,
    save: () => api.POST('/api/admin/city', { body: sent }),
    remove: removeCity,
  });
}

export const city: Entity = {
  key: 'City',
  noun: 'a city',
  path: (id) => `/api/admin/city/${id}`,
  create: createCity,
  read: (api, id) => api.GET('/api/admin/city/{id}', byId(id)),
  async update(api, record) {
    const sent = {
      ...(record.sent as Schemas['CityInput']),
      id: record.id,
      location: { lat: 54.72, lon: 20.5 },
    };
    return { sent, result: await api.POST('/api/admin/city', { body: sent }) };
  },
  find: (api, text) => api.GET('/api/admin/city/list', searchPage(text)),
  searchFields: ['name'],
  searchText: (record) => record.name,
  remove: removeCity,
};

const removeStore: Entity['remove'] = (api, id) => api.DELETE('/api/admin/store/{id}', byId(id));

export const store: Entity = {
  key: 'Store',
  noun: 'a store',
  path: (id) => `/api/admin/store/${id}`,
  create({ scenario, api }) {
    const name = ownName(scenario, 'магазин');
    const sent = ownStoreBody({
      name,
      code: `KC-${ownTag(scenario)}`,
      cityId: null,
      address: `${scenario.config.label}: адрес`,
      images: [],
    });

    return createOwn(scenario, {
      thing: 'store',
      name,
      sent,
      save: () => api.POST('/api/admin/store/', { body: sent }),
      remove: removeStore,
    });
  },
  read: (api, id) => api.GET('/api/admin/store/{id}', byId(id)),
  async update(api, record) {
    const sent = {
      ...(record.sent as Schemas['StoreInput']),
      id: record.id,
      phone: '8 4012 000 001',
    };
    return { sent, result: await api.POST('/api/admin/store/', { body: sent }) };
  },
  find: (api, text) => api.GET('/api/admin/store/list', searchPage(text)),
  searchFields: ['name', 'address'],
  searchText: (record) => record.name,
  remove: removeStore,
};

const removeBartender: Entity['remove'] = (api, id) =>
  api.DELETE('/api/admin/bartender/{id}', byId(id));

export const bartender: Entity = {
  key: 'Bartender',
  noun: 'a bartender',
  path: (id) => `/api/admin/bartender/${id}`,
  create({ scenario, api }) {
    const name = ownName(scenario, 'бармен');
    const sent: Schemas['BartenderInput'] = {
      lastName: 'Проверка контракта',
      name,
      description: 'Создан проверкой контракта и удаляется в её конце.',
      tipsLink: null,
      imagePath: null,
      store: null,
    };
    return createOwn(scenario, {
      thing: 'bartender',
      name,
      sent,
      save: () => api.POST('/api/admin/bartender', { body: sent }),
      remove: removeBartender,
    });
  },
  read: (api, id) => api.GET('/api/admin/bartender/{id}', byId(id)),
  async update(api, record) {
    const sent = {
      ...(record.sent as Schemas['BartenderInput']),
      id: record.id,
      tipsLink: 'https://tips.example.ru/proverka',
    };
    return { sent, result: await api.POST('/api/admin/bartender', { body: sent }) };
  },
  // The bartenders' list has no search: the record is looked for in the whole list.
  find: (api) => api.GET('/api/admin/bartender/list'),
  remove: removeBartender,
};
