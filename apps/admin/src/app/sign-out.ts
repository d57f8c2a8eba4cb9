import { api } from '../lib/api';
import { queryClient } from './query-client';

/**
 * The sign-out button's navigation state. Sign-out goes to /login through the router, so an
 * editor with unsaved changes can ask first; /login ends the session when the user arrives.
 */
export const signOutState = { signOut: true } as const;

export const isSignOutState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signOut' in state && state.signOut === true;

/**
 * Ends the session: revokes its refresh token on the server and forgets the stored tokens and
 * every cached answer, so nothing outlives it. The tokens are gone before this returns, even
 * with the server down or slow; the revocation finishes (or gives up) on its own.
 */
export function endSession() {
  void api.logout();
  queryClient.clear();
}
