import { describe, expect, it } from 'vitest';
import { authState } from './auth-state';

const admin = { id: '1', role: 'Admin', userName: 'admin', expiry: 2_000 };
const now = 1_000_000; // 1000 s

describe('authState', () => {
  it('accepts an Admin until expiry', () => {
    expect(authState(admin, 'r', now)).toBe('admin');
    expect(authState(admin, null, now)).toBe('admin');
  });

  it('asks for a refresh when expired and a refresh token exists', () => {
    expect(authState({ ...admin, expiry: 999 }, 'r', now)).toBe('needs-refresh');
  });

  it('signs out an expired user without a refresh token', () => {
    expect(authState({ ...admin, expiry: 1_000 }, null, now)).toBe('signed-out');
  });

  it('treats a Customer and no user as signed out', () => {
    expect(authState({ ...admin, role: 'Customer' }, 'r', now)).toBe('signed-out');
    expect(authState(null, 'r', now)).toBe('signed-out');
  });
});
