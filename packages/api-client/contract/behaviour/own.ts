import type { ApiClient } from '../../src';
import type { Thing } from '../registry';
import { keepCreated, type CallResult, type Scenario } from '../scenario';
import { fail } from './types';

/** A record the check made: its id and the body its save sent. */
export type OwnRecord = { id: number; name: string; sent: Record<string, unknown> };

let counter = 0;

/** A name no other record has: the run's label, what it is, and a counter of this run. */
export function ownName(scenario: Scenario, what: string): string {
  counter += 1;
  return `${scenario.config.label}: ${what} ${counter}`;
}

/** A number unique in this run, for fields that must be unique (user names, codes). */
export const ownTag = (scenario: Scenario) => `${scenario.config.runId}-${(counter += 1)}`;

export const excerpt = (result: CallResult) =>
  `HTTP ${result.response.status} ${JSON.stringify(result.error ?? result.data) ?? ''}`;

/**
 * Saves a new record and registers it with the clean-up (which deletes it even when the check
 * fails), or fails the check with what the server answered.
 */
export async function createOwn(
  scenario: Scenario,
  what: {
    thing: Thing;
    name: string;
    sent: Record<string, unknown>;
    save: () => Promise<CallResult>;
    remove: (api: ApiClient, id: number) => Promise<CallResult>;
  },
): Promise<OwnRecord> {
  const result = await what.save();
  const id = keepCreated(scenario, result, {
    thing: what.thing,
    name: what.name,
    remove: what.remove,
  });
  if (id === undefined) {
    fail(`could not create its ${what.thing}: HTTP ${result.response.status}`, {
      sent: what.sent,
      expected: '2xx with the id of the new record',
      got: excerpt(result),
    });
  }
  return { id, name: what.name, sent: what.sent };
}
