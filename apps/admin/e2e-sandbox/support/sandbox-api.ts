// Reads what the sandbox really holds, through the stack (so Prism checks these calls too):
// the tests assert on this, not on what the screen shows right after a save.
import type { APIRequestContext } from '@playwright/test';
import { STACK_URL } from './ports';

export const ADMIN = { userName: 'admin', password: 'admin123' } as const;

async function accessToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${STACK_URL}/api/user/login`, { data: ADMIN });
  if (!response.ok()) throw new Error(`login answered ${response.status()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export type SandboxReply = { status: number; body: unknown };

/**
 * Calls as the admin. Each call signs in afresh: the suite's access tokens live a few seconds.
 */
export function sandboxApi(request: APIRequestContext) {
  const call = async (method: 'GET' | 'DELETE', path: string): Promise<SandboxReply> => {
    const headers = { Authorization: `Bearer ${await accessToken(request)}` };
    const response = await request.fetch(`${STACK_URL}${path}`, { method, headers });
    const text = await response.text();
    return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : null };
  };
  return {
    get: (path: string) => call('GET', path),
    delete: (path: string) => call('DELETE', path),
    /** The raw bytes of a media file (an uploaded image). */
    media: async (path: string) => (await request.get(`${STACK_URL}${path}`)).body(),
  };
}

export type SandboxApi = ReturnType<typeof sandboxApi>;
