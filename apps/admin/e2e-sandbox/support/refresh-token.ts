// Asks the stack itself to refresh a pair, as a copy of the tokens taken from the browser would.
import type { APIRequestContext } from '@playwright/test';
import type { StoredSession } from '../../e2e/support/session';
import { STACK_URL } from './ports';

/** The status POST /api/user/refresh-token answers for this stored pair. */
export async function refreshStatus(
  request: APIRequestContext,
  { token, refreshToken }: StoredSession,
): Promise<number> {
  const response = await request.post(`${STACK_URL}/api/user/refresh-token`, {
    data: { accessToken: token, refreshToken },
  });
  return response.status();
}
