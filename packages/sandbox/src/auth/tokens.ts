// HS256 JWTs with the claims the admin reads (role, also as the Microsoft role claim; id; name;
// exp) and `sid`, the session's refresh family, so a password change can spare its own session.
import { compactVerify, jwtVerify, SignJWT } from 'jose';
import type { UserRecord } from '../data';

export const MS_ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

export type TokenSettings = { secret: string; accessTokenTtlSeconds: number };

/** Who a verified token speaks for; `sessionId` is absent in tokens from before sessions. */
export type TokenSubject = { userId: number; role: string; sessionId?: string };

const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key of a secret, imported once rather than for every token signed or checked. */
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    // Bounded for test runs, which start a sandbox with a new random secret many times.
    if (keys.size >= 100) keys.clear();
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

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
    .sign(await keyOf(settings.secret));
}

function subjectOf(payload: Record<string, unknown>): TokenSubject | null {
  const userId = Number(payload.sub);
  const role = payload.role ?? payload[MS_ROLE_CLAIM];
  if (!Number.isSafeInteger(userId) || userId < 1 || typeof role !== 'string') return null;
  return typeof payload.sid === 'string'
    ? { userId, role, sessionId: payload.sid }
    : { userId, role };
}

// Checked signatures are cached per secret and token: checking one on every call took a tenth of
// the sandbox's time under load.
const verified = new Map<string, { subject: TokenSubject; expiresAtMs: number }>();
const VERIFIED_MAX = 1000;

/** Null unless a valid, unexpired HS256 token of our secret with an `exp` (alg none refused). */
export async function verifyAccessToken(
  token: string,
  settings: TokenSettings,
): Promise<TokenSubject | null> {
  const cacheKey = `${settings.secret} ${token}`;
  const known = verified.get(cacheKey);
  if (known && Date.now() < known.expiresAtMs) return known.subject;
  verified.delete(cacheKey);
  try {
    const { payload } = await jwtVerify(token, await keyOf(settings.secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const subject = subjectOf(payload);
    if (subject && typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(cacheKey, { subject, expiresAtMs: payload.exp * 1000 });
    }
    return subject;
  } catch {
    return null;
  }
}

/** Refresh brings an expired token: only its signature and the presence of `exp` count. */
export async function verifySignatureOnly(
  token: string,
  settings: TokenSettings,
): Promise<TokenSubject | null> {
  try {
    const { payload } = await compactVerify(token, await keyOf(settings.secret), {
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
