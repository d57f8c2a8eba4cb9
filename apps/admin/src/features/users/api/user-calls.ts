import { unwrap, unwrapVoid } from '@shop/api-client';
import { client } from '../../../lib/api';
import type { User, UserInput } from '../lib/user-form';

/** POST /user/manager creates, PUT updates the user with the id in the body. */
export function saveUser(input: UserInput): Promise<User> {
  return input.id === undefined
    ? unwrap(client.POST('/api/admin/user/manager', { body: input }))
    : unwrap(client.PUT('/api/admin/user/manager', { body: input }));
}

export function deleteUser(id: number): Promise<unknown> {
  return unwrapVoid(client.DELETE('/api/admin/user/manager/{id}', { params: { path: { id } } }));
}
