import { isDeepStrictEqual } from 'node:util';
import type { SandboxData } from '../index';

export type Collection = keyof SandboxData;

export type Change = {
  collection: Collection;
  key: string;
  kind: 'changed' | 'gone' | 'added';
  record: unknown;
};

type Keyed = Record<string, unknown>;

// Keyed by `id`, a category's sort and filters by `categoryId`, a refresh token by itself.
const keyOf = (record: Keyed) => String(record.id ?? record.categoryId ?? record.token);

const asRecords = (value: unknown): Keyed[] => (Array.isArray(value) ? (value as Keyed[]) : []);

/** What differs between two dumps, per collection and record, except in `ignored`. */
export function diffData(
  before: SandboxData,
  after: SandboxData,
  ignored: ReadonlySet<Collection>,
): Change[] {
  const changes: Change[] = [];
  for (const collection of Object.keys(before) as Collection[]) {
    if (ignored.has(collection)) continue;
    if (!Array.isArray(before[collection])) {
      if (!isDeepStrictEqual(before[collection], after[collection])) {
        changes.push({ collection, key: '', kind: 'changed', record: after[collection] });
      }
      continue;
    }
    const now = new Map(asRecords(after[collection]).map((record) => [keyOf(record), record]));
    const earlier = new Set<string>();
    for (const record of asRecords(before[collection])) {
      const key = keyOf(record);
      earlier.add(key);
      const current = now.get(key);
      if (current === undefined) changes.push({ collection, key, kind: 'gone', record });
      else if (!isDeepStrictEqual(current, record)) {
        changes.push({ collection, key, kind: 'changed', record: current });
      }
    }
    for (const [key, record] of now) {
      if (!earlier.has(key)) changes.push({ collection, key, kind: 'added', record });
    }
  }
  return changes;
}
