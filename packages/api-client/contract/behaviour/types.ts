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

/**
 * One behaviour check: a testcase named `name: title` in the summary and the JUnit report.
 * It throws (see `fail`) when the server breaks the rule, or skips with a reason.
 */
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

/**
 * A broken rule: the first line (the summary table's) says what went wrong in short; the rest
 * says what was sent, what was expected and what came back.
 */
export function fail(
  summary: string,
  details: { sent?: unknown; expected: unknown; got: unknown },
): never {
  const lines = [summary];
  if (details.sent !== undefined) lines.push(`  sent:     ${show(details.sent)}`);
  lines.push(`  expected: ${show(details.expected)}`, `  got:      ${show(details.got)}`);
  throw new Error(lines.join('\n'));
}

/** The items of a page (`{ items }`) or of a plain list. */
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
