// Every /api call but sign-in, refresh and sign-out needs a token of an enabled user; Admin only
// for the admin API and downloads.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { errorResponse, MESSAGES } from '../http/reply';
import type { SandboxState } from '../state';
import { verifyAccessToken, type TokenSettings } from './tokens';

// Sign-out needs no access token: it may have expired, and the refresh token is the credential.
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/api/user/login',
  '/api/user/refresh-token',
  '/api/user/logout',
]);

const ADMIN_ONLY = /^\/api\/(admin|file)(\/|$)/;

export function authGuard(state: SandboxState, settings: TokenSettings): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (PUBLIC_PATHS.has(c.req.path)) return next();
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const subject = match?.[1] ? await verifyAccessToken(match[1], settings) : null;
    const user = subject && state.data.users.find((candidate) => candidate.id === subject.userId);
    if (!subject || !user || !user.isEnabled) {
      return errorResponse(401, MESSAGES.unauthorized);
    }
    // The role is read from the user as stored now, so a demoted manager loses access at once.
    // The contract lists no 403 yet; a Customer is still refused here.
    if (ADMIN_ONLY.test(c.req.path) && user.role !== 'Admin') {
      return errorResponse(403, MESSAGES.forbidden);
    }
    c.set('subject', { ...subject, userId: user.id, role: user.role });
    return next();
  };
}
