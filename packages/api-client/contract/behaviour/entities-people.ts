import type { Schemas } from '../../src';
import { byId, searchPage, type Entity } from './entity';
import { createOwn, ownTag } from './own';

const removeUser: Entity['remove'] = (api, id) =>
  api.DELETE('/api/admin/user/manager/{id}', byId(id));

/** A disabled customer: it cannot sign in, and nobody knows its password. */
export const user: Entity = {
  key: 'User',
  noun: 'a user',
  path: (id) => `/api/admin/user/manager/${id}`,
  create({ scenario, api }) {
    const { label } = scenario.config;
    const sent: Schemas['UserInput'] = {
      userName: `contract.check.${ownTag(scenario)}`,
      role: 'Customer',
      name: 'Проверка контракта',
      lastName: label.replace('Проверка контракта ', ''),
      isEnabled: false,
      newPassword: `${crypto.randomUUID()}-Aa1!`,
    };
    return createOwn(scenario, {
      thing: 'user',
      name: sent.userName,
      sent,
      save: () => api.POST('/api/admin/user/manager', { body: sent }),
      remove: removeUser,
    });
  },
  read: (api, id) => api.GET('/api/admin/user/manager/{id}', byId(id)),
  async update(api, record) {
    // The password is not sent again: an edit without it keeps the password.
    const { newPassword: _password, ...rest } = record.sent as Schemas['UserInput'];
    const sent = { ...rest, id: record.id, middleName: 'Изменённая' };
    return { sent, result: await api.PUT('/api/admin/user/manager', { body: sent }) };
  },
  // A password is write-only: no GET answers it.
  writeOnly: ['newPassword'],
  find: (api, text) => api.GET('/api/admin/user/manager/list', searchPage(text)),
  searchFields: ['userName', 'name', 'lastName'],
  searchText: (record) => record.name,
  remove: removeUser,
};
