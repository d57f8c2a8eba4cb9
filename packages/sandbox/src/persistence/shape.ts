// Catches truncated, foreign or hand-broken files: tables, counters and the fields loading reads
// are checked; deeper checks would reject files the admin can still work with.
import { SEED_VERSION, type NextIds, type SandboxData } from '../data';

type TableName = {
  [K in keyof SandboxData]: SandboxData[K] extends unknown[] ? K : never;
}[keyof SandboxData];

// A Record, so that a table added to SandboxData and forgotten here fails to compile.
const TABLES: Record<TableName, true> = {
  categories: true,
  products: true,
  productLinks: true,
  productSort: true,
  categoryFilters: true,
  news: true,
  orders: true,
  users: true,
  userPromotions: true,
  stores: true,
  storePromotions: true,
  cities: true,
  bartenders: true,
  bartenderVotes: true,
  pushMailings: true,
  slides: true,
  uploads: true,
  files: true,
  refreshTokens: true,
};

const COUNTERS: Record<keyof NextIds, true> = {
  categories: true,
  products: true,
  images: true,
  news: true,
  orders: true,
  orderNumber: true,
  users: true,
  userPromotions: true,
  stores: true,
  storePromotions: true,
  cities: true,
  bartenders: true,
  bartenderVotes: true,
  pushMailings: true,
  slides: true,
};

export type Row = Record<string, unknown>;

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields of the rows loading reads, per version: [table, field] must be a string. */
const STRING_FIELDS: Record<number, readonly [TableName, string][]> = {
  1: [
    ['uploads', 'bytesBase64'],
    ['uploads', 'path'],
    ['refreshTokens', 'token'],
  ],
  2: [
    ['uploads', 'fileName'],
    ['uploads', 'path'],
    ['refreshTokens', 'tokenHash'],
    ['refreshTokens', 'familyId'],
  ],
};

function tableProblems(file: Row, version: number): string[] {
  const problems: string[] = [];
  for (const table of Object.keys(TABLES) as TableName[]) {
    const rows = file[table];
    if (rows === undefined) problems.push(`table "${table}" is missing`);
    else if (!Array.isArray(rows)) problems.push(`table "${table}" is not a list`);
    else {
      const bad = rows.findIndex((row) => !isRow(row));
      if (bad >= 0) problems.push(`${table}[${bad}] is not a record`);
    }
  }
  for (const [table, field] of STRING_FIELDS[version] ?? []) {
    const rows = file[table];
    if (!Array.isArray(rows)) continue;
    const bad = rows.findIndex((row) => isRow(row) && typeof row[field] !== 'string');
    if (bad >= 0) problems.push(`${table}[${bad}].${field} is not a string`);
  }
  return problems;
}

function counterProblems(file: Row): string[] {
  const { nextId } = file;
  if (!isRow(nextId)) return ['"nextId" is missing or not a record'];
  return (Object.keys(COUNTERS) as (keyof NextIds)[])
    .filter((name) => !Number.isSafeInteger(nextId[name]))
    .map((name) => `nextId.${name} is not a whole number`);
}

/** Everything wrong with the parsed file; an empty list when it can be loaded (or migrated). */
export function shapeProblems(parsed: unknown): string[] {
  if (!isRow(parsed)) return ['it is not a JSON object'];
  const { version, secret } = parsed;
  if (!Number.isSafeInteger(version) || typeof version !== 'number' || version < 1) {
    return ['"version" is missing or not a positive whole number'];
  }
  if (version > SEED_VERSION) {
    return [
      `it was written by a newer sandbox (format ${version}; this one reads up to ${SEED_VERSION})`,
    ];
  }
  const problems = [...tableProblems(parsed, version), ...counterProblems(parsed)];
  if (secret !== undefined && typeof secret !== 'string') problems.push('"secret" is not a string');
  return problems;
}
