import type { Page } from '@playwright/test';

/** The admin's localStorage keys, spelled out rather than imported from the app. */
export const SESSION_KEYS = {
  token: 'auth.token',
  refreshToken: 'auth.refreshToken',
  user: 'auth.user',
} as const;

export type StoredSession = {
  token: string | null;
  refreshToken: string | null;
  user: Record<string, unknown> | null;
};

export async function readSession(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(
    (keys) => ({
      token: localStorage.getItem(keys.token),
      refreshToken: localStorage.getItem(keys.refreshToken),
      user: localStorage.getItem(keys.user),
    }),
    SESSION_KEYS,
  );
  return {
    token: raw.token,
    refreshToken: raw.refreshToken,
    user: raw.user === null ? null : (JSON.parse(raw.user) as Record<string, unknown>),
  };
}

export const EMPTY_SESSION: StoredSession = { token: null, refreshToken: null, user: null };
