// scrypt, stored as `scrypt$<salt>$<hex key>` (`scrypt:<cost>$…` for other costs). Checks run in
// libuv's thread pool: a burst of sign-ins must not stall other requests.
import { scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const PREFIX = 'scrypt';
const DEFAULT_COST = 16_384;

/** The seed passes a fixed salt per user so two seeds are identical; the server passes a random one. */
export function hashPassword(password: string, salt: string, cost = DEFAULT_COST): string {
  if (salt.length === 0 || salt.includes('$')) {
    throw new Error('A password salt must be non-empty and free of "$"');
  }
  const key = scryptSync(password, salt, KEY_LENGTH, { N: cost });
  const prefix = cost === DEFAULT_COST ? PREFIX : `${PREFIX}:${cost}`;
  return `${prefix}$${salt}$${key.toString('hex')}`;
}

function scryptAsync(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [prefix = '', salt, hex] = hash.split('$');
  const [name, costText] = prefix.split(':');
  const cost = costText === undefined ? DEFAULT_COST : Number(costText);
  // scrypt takes only a power of two above 1.
  const isCost = Number.isInteger(cost) && cost > 1 && (cost & (cost - 1)) === 0;
  if (name !== PREFIX || !isCost || salt === undefined || hex === undefined) return false;
  const expected = Buffer.from(hex, 'hex');
  // A damaged hash decodes short; comparing against it would let any password through.
  if (expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(expected, await scryptAsync(password, salt, cost));
}
