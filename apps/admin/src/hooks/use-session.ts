import type { SessionUser } from '@shop/api-client/session';
import { useSyncExternalStore } from 'react';
import { session } from '../lib/api';

/** The stored session user; re-renders on sign-in, refresh and sign-out (also from the client). */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.getUser, session.getUser);
}
