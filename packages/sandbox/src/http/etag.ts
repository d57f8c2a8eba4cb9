// Strong ETags hashed from the content itself, so no version counter is stored or migrated.
import { createHash } from 'node:crypto';

/** Object keys sorted: records built by spreads list their keys in varying order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => [key, canonical(field)]),
  );
}

export function etagOf(representation: unknown): string {
  const json = JSON.stringify(canonical(representation));
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 16)}"`;
}

const ENTITY_TAG = /(W\/)?"[^"]*"/g;

// `*` matches any stored version, nothing stored matches nothing. `W/` is ignored: nginx's gzip
// weakens our strong tags on the way out, and the client sends back what it got.
export function ifMatchHolds(header: string, current: string | null): boolean {
  if (current === null) return false;
  if (header.trim() === '*') return true;
  return [...header.matchAll(ENTITY_TAG)].some(([tagged, weak]) => {
    const tag = weak ? tagged.slice(weak.length) : tagged;
    return tag === current;
  });
}
