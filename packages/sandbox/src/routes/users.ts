import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { UserRecord } from '../data';
import {
  forgetUser,
  newPasswordHash,
  publicUser,
  userListItem,
  userNameTaken,
} from '../domain/users';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { matchesSearch, paginate } from '../http/paging';
import { pageQueryOrDefaults, pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import { endSessions } from '../auth/sessions';
import { verifyPassword } from '../seed/passwords';
import type { SandboxState } from '../state';

const base = '/api/admin/user/manager';
const NAME_TAKEN = 'Пользователь с таким логином уже существует';

export function registerUserRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get(`${base}/list`, (c) => {
    // The contract defines no 400 here: unreadable paging falls back to the defaults.
    const query = pageQueryOrDefaults(c);
    const found = state.data.users
      .filter((u) =>
        matchesSearch(query.search, [
          u.userName,
          u.name,
          u.lastName,
          u.middleName,
          u.email,
          u.phone,
        ]),
      )
      .sort((a, b) => a.id - b.id);
    const page = paginate(found, query.page, query.pageSize);
    return ok('listUsers', { pages: page.pages, items: page.items.map(userListItem) });
  });

  app.get(`${base}/:id`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getUser');
    const user = state.data.users.find((candidate) => candidate.id === id);
    if (!user) return notFound('getUser');
    const shown = publicUser(user);
    return ok('getUser', shown, etagOf(shown));
  });

  // A new user always gets a new id; an id in the body is ignored (updates use PUT).
  app.post(base, async (c) => {
    const body = await readJson(c, schemas.zCreateUserBody);
    if (!body.ok) return body.response;
    const { id: _id, newPassword, oldPassword: _oldPassword, ...fields } = body.value;
    const errors: Record<string, string[]> = {};
    if (!newPassword) errors.newPassword = [MESSAGES.required];
    if (userNameTaken(state.data, fields.userName)) errors.userName = [NAME_TAKEN];
    if (!newPassword || Object.keys(errors).length > 0) return invalid('createUser', errors);
    const record: UserRecord = {
      ...fields,
      id: state.nextId('users', state.data.users),
      passwordHash: newPasswordHash(newPassword),
    };
    state.data.users.push(record);
    const shown = publicUser(record);
    return ok('createUser', shown, etagOf(shown));
  });

  app.put(base, async (c) => {
    const body = await readJson(c, schemas.zUpdateUserBody);
    if (!body.ok) return body.response;
    const { id, newPassword, oldPassword, ...fields } = body.value;
    if (id === undefined) return invalid('updateUser', { id: [MESSAGES.required] });
    const existing = state.data.users.find((user) => user.id === id);
    if (!existing) return notFound('updateUser');
    if (userNameTaken(state.data, fields.userName, id)) {
      return invalid('updateUser', { userName: [NAME_TAKEN] });
    }
    // The old password comes only when users edit their own account; when it comes, it must fit.
    if (oldPassword && !(await verifyPassword(oldPassword, existing.passwordHash))) {
      return invalid('updateUser', { oldPassword: ['Неверный текущий пароль'] });
    }
    const stale = refuseStale(c, 'updateUser', publicUser(existing));
    if (stale) return stale;
    Object.assign(existing, fields);
    if (newPassword) {
      existing.passwordHash = newPasswordHash(newPassword);
      // Whoever knew the old password may hold a session: all of them end, except the one the
      // users change their own password from.
      const subject = c.get('subject');
      endSessions(state.data, id, subject.userId === id ? subject.sessionId : undefined);
    }
    const shown = publicUser(existing);
    return ok('updateUser', shown, etagOf(shown));
  });

  app.delete(`${base}/:id`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteUser');
    if (!state.data.users.some((user) => user.id === id)) return notFound('deleteUser');
    // Deleting one's own account would end the session mid-way; the contract's 400 says no.
    if (c.get('subject').userId === id) {
      return badRequest('deleteUser', 'Нельзя удалить собственную учётную запись');
    }
    forgetUser(state.data, id);
    return noContent('deleteUser');
  });
}
