// Versions of what the API shows, as strong entity tags derived from the content itself: the
// same content always has the same tag, so no version counter has to be stored or migrated.
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

/** The tag of a representation: the JSON a GET answers, hashed. */
export function etagOf(representation: unknown): string {
  const json = JSON.stringify(canonical(representation));
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 16)}"`;
}

const ENTITY_TAG = /(W\/)?"[^"]*"/g;

/**
 * Whether an `If-Match` value lets a save go on: `*` matches any stored version, otherwise one
 * of the listed tags must name the current one. The opaque tag is compared and a `W/` prefix
 * ignored: a compressing proxy (nginx's gzip) turns our strong tags weak on the way out, and
 * the client sends back what it received. Nothing stored (`current` null) matches nothing.
 */
export function ifMatchHolds(header: string, current: string | null): boolean {
  if (current === null) return false;
  if (header.trim() === '*') return true;
  return [...header.matchAll(ENTITY_TAG)].some(([tagged, weak]) => {
    const tag = weak ? tagged.slice(weak.length) : tagged;
    return tag === current;
  });
}
