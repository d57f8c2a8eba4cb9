// A token's signature is checked once and remembered: what is remembered must never outlive the
// token, nor let it pass under another secret.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seed } from '../seed';
import { signAccessToken, verifyAccessToken } from './tokens';

const admin = seed().users.find((user) => user.userName === 'admin');
if (!admin) throw new Error('The seed has no admin');

const settings = { secret: 'a-secret-of-enough-length-for-hs256-0001', accessTokenTtlSeconds: 60 };
const other = { secret: 'a-secret-of-enough-length-for-hs256-0002', accessTokenTtlSeconds: 60 };

afterEach(() => {
  vi.useRealTimers();
});

describe('a verified access token', () => {
  it('is accepted again without a second check, and refused once expired', async () => {
    const token = await signAccessToken(admin, 'session-1', settings);
    const subject = { userId: admin.id, role: 'Admin', sessionId: 'session-1' };
    expect(await verifyAccessToken(token, settings)).toEqual(subject);
    expect(await verifyAccessToken(token, settings)).toEqual(subject);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyAccessToken(token, settings)).toBeNull();
  });

  it('is refused under another secret after being accepted under its own', async () => {
    const token = await signAccessToken(admin, 'session-2', settings);
    expect(await verifyAccessToken(token, settings)).not.toBeNull();
    expect(await verifyAccessToken(token, other)).toBeNull();
  });

  it('is refused when one character of its signature changes, however often it was seen', async () => {
    const token = await signAccessToken(admin, 'session-3', settings);
    expect(await verifyAccessToken(token, settings)).not.toBeNull();
    // The signature's first character: its last one partly encodes padding bits, so changing
    // it can leave the signature's bytes as they were.
    const at = token.lastIndexOf('.') + 1;
    const changed = token[at] === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, at)}${changed}${token.slice(at + 1)}`;
    expect(await verifyAccessToken(forged, settings)).toBeNull();
  });
});
