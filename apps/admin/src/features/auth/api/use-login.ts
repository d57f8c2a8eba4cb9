import { ApiError, unwrap } from '@shop/api-client';
import { ADMIN_ROLE } from '@shop/api-client/session';
import { useMutation } from '@tanstack/react-query';
import { client, session } from '../../../lib/api';

export type LoginValues = { userName: string; password: string };

/** A token whose role is not Admin is no session for this admin (DECISIONS §1). */
export class NotAdminError extends Error {}

async function login(values: LoginValues) {
  const pair = await unwrap(client.POST('/api/user/login', { body: values }));
  const user = session.save(pair);
  if (!user) throw new ApiError(200, 'Unreadable access token');
  if (user.role !== ADMIN_ROLE) {
    session.clear();
    throw new NotAdminError();
  }
  return user;
}

/** POST /api/user/login; the login screen shows its own message (no global alert). */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { skipGlobalError: true } });
}
