import { ApiError, unwrap } from '@shop/api-client';
import { ADMIN_ROLE, type SessionUser } from '@shop/api-client/session';
import { useCallback, useState } from 'react';
import { client, session } from '../../../lib/api';

export type LoginValues = { userName: string; password: string };

/** A token whose role is not Admin is no session for this admin (see docs/product-rules.md#session-and-roles). */
export class NotAdminError extends Error {}

async function login(values: LoginValues): Promise<SessionUser> {
  const pair = await unwrap(client.POST('/api/user/login', { body: values }));
  const user = session.save(pair);
  // A token that is no JWT is an answer the admin cannot read, not a wrong password.
  if (!user) throw ApiError.unreadable();
  if (user.role !== ADMIN_ROLE) {
    session.clear();
    throw new NotAdminError();
  }
  return user;
}

// Not a TanStack mutation: the query client lives in the admin layout, not on the sign-in page.
export function useLogin() {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = useCallback(async (values: LoginValues) => {
    setIsPending(true);
    setError(null);
    try {
      return await login(values);
    } catch (caught) {
      setError(caught);
      return null;
    } finally {
      setIsPending(false);
    }
  }, []);

  return { submit, isPending, error, isError: error !== null };
}
