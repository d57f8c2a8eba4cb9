import type { ApiClient } from '../../src';
import type { Scenario } from '../scenario';
import type { Raw } from './raw';

/** What every check gets: the run's config and registry, a signed-in client, raw calls. */
export type CheckContext = {
  scenario: Scenario;
  /** The generated client, signed in as the run's Admin, straight to the server. */
  api: ApiClient;
  raw: Raw;
};

/** Named `name: title` in the summary and JUnit; throws (see `fail`) on a broken rule, or skips. */
export type Check = {
  name: string;
  title: string;
  /** Why Prism's static mock cannot pass it (it keeps no state); absent: it runs there too. */
  needsState?: string;
  run: (context: CheckContext) => Promise<void>;
};

export const STATEFUL = 'needs a server that keeps state: a static mock cannot round-trip';

const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing');
  return text.length > 1500 ? `${text.slice(0, 1500)}…` : text;
};

/** First line (the summary's): what went wrong; the rest: what was sent, expected and got. */
export function fail(
  summary: string,
  details: { sent?: unknown; expected: unknown; got: unknown },
): never {
  const lines = [summary];
  if (details.sent !== undefined) lines.push(`  sent:     ${show(details.sent)}`);
  lines.push(`  expected: ${show(details.expected)}`, `  got:      ${show(details.got)}`);
  throw new Error(lines.join('\n'));
}

export function itemsOf(body: unknown): Record<string, unknown>[] {
  const list: unknown =
    typeof body === 'object' && body !== null && 'items' in body ? body.items : body;
  return Array.isArray(list)
    ? list.filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : [];
}

export const idsOf = (body: unknown) => itemsOf(body).map((item) => item.id);
