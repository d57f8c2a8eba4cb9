import { ADMIN_ROLE, isExpired, type SessionUser } from '@shop/api-client/session';

export type AuthState = 'admin' | 'needs-refresh' | 'signed-out';

/**
 * A stored Admin user is valid until expiry; an expired one with a
 * refresh token must refresh first; anyone else (no user, a Customer, no refresh token) is
 * signed out.
 */
export function authState(
  user: SessionUser | null,
  refreshToken: string | null,
  nowMs: number,
): AuthState {
  if (!user || user.role !== ADMIN_ROLE) return 'signed-out';
  if (!isExpired(user, nowMs)) return 'admin';
  return refreshToken ? 'needs-refresh' : 'signed-out';
}
