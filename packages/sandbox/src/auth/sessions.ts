// Refresh-token families (OAuth 2.0 Security BCP, RFC 6819): each token works once; a second use
// shows a copy and ends the whole family, the thief's and the owner's alike.
import { createHash, randomBytes } from 'node:crypto';
import type { Id, RefreshTokenRecord, SandboxData } from '../data';

const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
// The newest used tokens per family catch a replay and keep the data file small; an older one
// reads as unknown, which is refused all the same.
const USED_KEPT_PER_FAMILY = 20;

const newSecret = () => randomBytes(32).toString('base64url');

/** Tokens are stored hashed: the data file then holds nothing that refreshes a session. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

const familyOf = (record: RefreshTokenRecord) => record.familyId;

const findToken = (data: SandboxData, token: string) => {
  const tokenHash = hashRefreshToken(token);
  return data.refreshTokens.find((candidate) => candidate.tokenHash === tokenHash);
};

const isExpired = (record: RefreshTokenRecord) => Date.parse(record.expiresAtUtc) <= Date.now();

/** Expired tokens can never work again, nor can old used ones teach anything new. */
function prune(data: SandboxData): void {
  const usedPerFamily = new Map<string, number>();
  const newestFirst = [...data.refreshTokens].reverse().filter((record) => {
    if (isExpired(record)) return false;
    if (!record.usedAtUtc) return true;
    const used = (usedPerFamily.get(familyOf(record)) ?? 0) + 1;
    usedPerFamily.set(familyOf(record), used);
    return used <= USED_KEPT_PER_FAMILY;
  });
  data.refreshTokens = newestFirst.reverse();
}

export type Session = { refreshToken: string; sessionId: string };

/** A new refresh token: of a new family at sign-in, of the same one on rotation. */
export function startSession(data: SandboxData, userId: Id, familyId = newSecret()): Session {
  prune(data);
  const refreshToken = newSecret();
  data.refreshTokens.push({
    tokenHash: hashRefreshToken(refreshToken),
    userId,
    familyId,
    expiresAtUtc: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000).toISOString(),
  });
  return { refreshToken, sessionId: familyId };
}

function revokeFamily(data: SandboxData, familyId: string): void {
  data.refreshTokens = data.refreshTokens.filter((record) => familyOf(record) !== familyId);
}

type Redemption =
  | { kind: 'valid'; record: RefreshTokenRecord }
  /** Presented a second time: its family is revoked now. */
  | { kind: 'reused' }
  | { kind: 'refused' };

/** What a refresh token presented by `userId` is worth; only reuse changes anything. */
export function redeem(data: SandboxData, token: string, userId: Id): Redemption {
  const record = findToken(data, token);
  if (!record || record.userId !== userId || isExpired(record)) return { kind: 'refused' };
  if (record.usedAtUtc) {
    revokeFamily(data, familyOf(record));
    return { kind: 'reused' };
  }
  return { kind: 'valid', record };
}

export function rotate(data: SandboxData, record: RefreshTokenRecord): Session {
  record.usedAtUtc = new Date().toISOString();
  return startSession(data, record.userId, record.familyId);
}

/** Sign-out: the family of the token ends; an unknown token changes nothing. */
export function endSessionOf(data: SandboxData, token: string): void {
  const record = findToken(data, token);
  if (record) revokeFamily(data, familyOf(record));
}

/** Every session of a user ends, except `keepSessionId` when given. */
export function endSessions(data: SandboxData, userId: Id, keepSessionId?: string): void {
  data.refreshTokens = data.refreshTokens.filter(
    (record) => record.userId !== userId || familyOf(record) === keepSessionId,
  );
}
