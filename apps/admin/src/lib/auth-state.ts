import { ADMIN_ROLE, isExpired, type SessionUser } from '@shop/api-client/session';

export type AuthState = 'admin' | 'needs-refresh' | 'signed-out';

/** An Admin valid until expiry; an expired one with a refresh token refreshes; anyone else is out. */
export function authState(
  user: SessionUser | null,
  refreshToken: string | null,
  nowMs: number,
): AuthState {
  if (!user || user.role !== ADMIN_ROLE) return 'signed-out';
  if (!isExpired(user, nowMs)) return 'admin';
  return refreshToken ? 'needs-refresh' : 'signed-out';
}
