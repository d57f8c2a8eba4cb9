// Password hashes for the sandbox's users: scrypt from node:crypto, salted, stored as
// `scrypt$<salt>$<hex key>` so one string carries everything `verifyPassword` needs.
import { scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

/** The seed passes a fixed salt per user so two seeds are identical; the server passes a random one. */
export function hashPassword(password: string, salt: string): string {
  if (salt.length === 0 || salt.includes('$')) {
    throw new Error('A password salt must be non-empty and free of "$"');
  }
  const key = scryptSync(password, salt, KEY_LENGTH);
  return `${PREFIX}$${salt}$${key.toString('hex')}`;
}

export function verifyPassword(password: string, hash: string): boolean {
  const [prefix, salt, hex] = hash.split('$');
  if (prefix !== PREFIX || salt === undefined || hex === undefined) return false;
  const expected = Buffer.from(hex, 'hex');
  // A damaged hash decodes short; comparing against it would let any password through.
  if (expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(expected, scryptSync(password, salt, KEY_LENGTH));
}
