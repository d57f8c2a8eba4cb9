// Data files as the sandbox wrote them before format 2 (upload bytes as base64 inside the JSON,
// refresh tokens in the clear, some without a family), for the migration tests.
import { writeFileSync } from 'node:fs';
import type { SandboxData } from '../data';

export type Version1Token = {
  token: string;
  userId: number;
  expiresAtUtc: string;
  familyId?: string;
  usedAtUtc?: string;
};

export type Version1Upload = Omit<SandboxData['uploads'][number], 'fileName'> & {
  bytesBase64: string;
};

export function writeVersion1File(
  file: string,
  data: SandboxData,
  { tokens = [], uploads = [] }: { tokens?: Version1Token[]; uploads?: Version1Upload[] } = {},
): string {
  const text = JSON.stringify({ ...data, version: 1, refreshTokens: tokens, uploads });
  writeFileSync(file, text);
  return text;
}

export const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
