import { describe, expect, it } from 'vitest';
import { CREDENTIALS, seed } from './index';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the password a hash was made from and nothing else', async () => {
    const hash = hashPassword('секрет123', 'salt-1');
    expect(await verifyPassword('секрет123', hash)).toBe(true);
    expect(await verifyPassword('секрет124', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts: the same password gives different hashes under different salts', () => {
    expect(hashPassword('admin123', 'a')).not.toBe(hashPassword('admin123', 'b'));
    expect(hashPassword('admin123', 'a')).toBe(hashPassword('admin123', 'a'));
  });

  it('rejects damaged hashes instead of matching them', async () => {
    const hash = hashPassword('admin123', 'salt');
    expect(await verifyPassword('admin123', hash.slice(0, -2))).toBe(false);
    expect(await verifyPassword('admin123', `bcrypt${hash.slice(6)}`)).toBe(false);
    expect(await verifyPassword('admin123', 'scrypt$salt$')).toBe(false);
    expect(await verifyPassword('admin123', '')).toBe(false);
  });

  it('keeps a cost other than the default in the hash, and checks against it', async () => {
    const cheap = hashPassword('admin123', 'salt', 1024);
    expect(cheap.startsWith('scrypt:1024$salt$')).toBe(true);
    expect(await verifyPassword('admin123', cheap)).toBe(true);
    expect(await verifyPassword('admin124', cheap)).toBe(false);
    // The same key read with another cost must not match.
    expect(await verifyPassword('admin123', cheap.replace('scrypt:1024', 'scrypt:2048'))).toBe(
      false,
    );
    expect(await verifyPassword('admin123', cheap.replace('scrypt:1024', 'scrypt:1000'))).toBe(
      false,
    );
  });

  it('refuses a salt that would break the stored format', () => {
    expect(() => hashPassword('x', 'a$b')).toThrow();
    expect(() => hashPassword('x', '')).toThrow();
  });

  it('lets the seeded accounts sign in with their documented passwords', async () => {
    const users = seed(new Date('2026-03-10T09:00:00.000Z')).users;
    const byName = (userName: string) => users.find((user) => user.userName === userName);
    const admin = byName(CREDENTIALS.admin.userName);
    const customer = byName(CREDENTIALS.customer.userName);
    expect(admin?.role).toBe('Admin');
    expect(admin?.name).toBe('Администратор');
    expect(customer?.role).toBe('Customer');
    expect(await verifyPassword(CREDENTIALS.admin.password, admin?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword(CREDENTIALS.customer.password, customer?.passwordHash ?? '')).toBe(
      true,
    );
    expect(await verifyPassword(CREDENTIALS.customer.password, admin?.passwordHash ?? '')).toBe(
      false,
    );
    const manager = users.find((user) => user.role === 'Admin' && user.userName !== 'admin');
    expect(await verifyPassword(CREDENTIALS.manager, manager?.passwordHash ?? '')).toBe(true);
    expect(new Set(users.map((user) => user.passwordHash)).size).toBe(users.length);
  });
});
