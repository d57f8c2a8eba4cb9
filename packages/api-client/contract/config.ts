import { readVerifyEnv, type Effect, type VerifyEnv } from './verify-options.mjs';

export type ContractConfig = Omit<VerifyEnv, 'errors' | 'allow'> & {
  /** mock: a Prism mock of the spec (`pnpm contract`); verify: a real server (contract:verify). */
  mode: 'mock' | 'verify';
  url: string;
  allow: Effect[];
  /** Every created record's name starts with it, so a team can spot leftovers. */
  label: string;
  /** Unique per run, for fields that must be unique (user names, codes). */
  runId: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

function stamp(now: Date) {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${date} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

function runMarks(now = new Date()) {
  const random = Math.floor(Math.random() * 36 ** 3).toString(36);
  return {
    label: `Проверка контракта ${stamp(now)}`,
    runId: `${now.getTime().toString(36)}${random}`,
  };
}

const isEffect = (name: string): name is Effect =>
  name === 'push' || name === 'sync' || name === 'order-status' || name === 'lists';

/** contract:verify: everything comes from the environment the script set up and checked. */
export function verifyConfig(url: string, env: Record<string, string | undefined>): ContractConfig {
  const { errors, allow, ...rest } = readVerifyEnv(env);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  return { ...rest, mode: 'verify', url, allow: allow.filter(isEffect), ...runMarks() };
}

/** `pnpm contract`: the spec's example credentials, every effect allowed; file ids are uuids. */
export function mockConfig(url: string): ContractConfig {
  return {
    mode: 'mock',
    url,
    credentials: { userName: 'admin', password: 'admin123' },
    token: null,
    ids: { order: 1 },
    fileId: '3f2b8c1e-6a4d-4e9b-9c72-5d1a0e8f4b63',
    allow: ['push', 'sync', 'order-status', 'lists'],
    readOnly: false,
    // A static mock accepts any token, so there is no Customer to refuse.
    customer: null,
    checks: null,
    ...runMarks(),
  };
}
