// Access tokens are HS256 JWTs carrying the claims the admin reads (role, also under the
// Microsoft role claim; id; user name; exp) and `sid`, the refresh-token family of the session,
// so that a password change can tell the session it came from (refresh tokens: sessions.ts).
import { compactVerify, jwtVerify, SignJWT } from 'jose';
import type { UserRecord } from '../data';

export const MS_ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

export type TokenSettings = { secret: string; accessTokenTtlSeconds: number };

/** Who a verified token speaks for; `sessionId` is absent in tokens from before sessions. */
export type TokenSubject = { userId: number; role: string; sessionId?: string };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  user: UserRecord,
  sessionId: string,
  settings: TokenSettings,
): Promise<string> {
  const id = String(user.id);
  return new SignJWT({
    sid: sessionId,
    nameid: id,
    unique_name: user.userName,
    name: user.userName,
    role: user.role,
    [MS_ROLE_CLAIM]: user.role,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + settings.accessTokenTtlSeconds)
    .sign(keyOf(settings.secret));
}

function subjectOf(payload: Record<string, unknown>): TokenSubject | null {
  const userId = Number(payload.sub);
  const role = payload.role ?? payload[MS_ROLE_CLAIM];
  if (!Number.isSafeInteger(userId) || userId < 1 || typeof role !== 'string') return null;
  return typeof payload.sid === 'string'
    ? { userId, role, sessionId: payload.sid }
    : { userId, role };
}

/**
 * A valid, unexpired HS256 token signed with our secret; null otherwise (alg none included). A
 * token without `exp` is refused too: it would never expire.
 */
export async function verifyAccessToken(
  token: string,
  settings: TokenSettings,
): Promise<TokenSubject | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(settings.secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    return subjectOf(payload);
  } catch {
    return null;
  }
}

/**
 * The refresh call brings an access token that has usually expired: its signature must still be
 * ours, but its expiry does not matter, only that it has one (we never issue tokens without).
 */
export async function verifySignatureOnly(
  token: string,
  settings: TokenSettings,
): Promise<TokenSubject | null> {
  try {
    const { payload } = await compactVerify(token, keyOf(settings.secret), {
      algorithms: ['HS256'],
    });
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    if (typeof claims.exp !== 'number') return null;
    return subjectOf({ ...claims });
  } catch {
    return null;
  }
}
