import { api } from '../lib/api';
import { queryClient } from './query-client';

// Sign-out goes to /login through the router, so an editor with unsaved changes can ask first.
export const signOutState = { signOut: true } as const;

export const isSignOutState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signOut' in state && state.signOut === true;

// The tokens and cache are gone before this returns, even with the server down; the refresh
// token's revocation finishes (or gives up) on its own.
export function endSession() {
  void api.logout();
  queryClient.clear();
}
