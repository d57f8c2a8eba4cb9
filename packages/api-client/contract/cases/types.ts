import type * as z from 'zod/mini';
import type { ApiClient } from '../../src';
import type { Effect } from '../verify-options.mjs';
import type { Thing } from '../registry';
import { need, type CallResult, type Scenario } from '../scenario';

/** One operation's turn in the scenario, written against the generated client. */
export type Step = {
  operationId: string;
  /** An effect outside the API: runs only when allowed (--allow). */
  effect?: Effect;
  run: (scenario: Scenario, client: ApiClient) => Promise<CallResult>;
};

export const byId = (id: number) => ({ params: { path: { id } } });

export const page = (pageSize = 20) => ({ params: { query: { page: 1, pageSize } } });

/** A delete step: deletes the run's own records of one kind, never anything else. */
export function deleteOwn(operationId: string, thing: Thing, creator: string): Step {
  return {
    operationId,
    run: async (scenario, client) =>
      need(
        await scenario.created.remove(thing, client),
        `the run has no ${thing} of its own to delete (${creator} made none)`,
      ),
  };
}

/** The data if it has the promised shape, so no later call sends on what the server got wrong. */
export function valid<T>(schema: z.ZodMiniType<T>, data: unknown): T | undefined {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

export function firstOf(list: unknown): number | undefined {
  const items = Array.isArray(list)
    ? list
    : typeof list === 'object' && list !== null && 'items' in list && Array.isArray(list.items)
      ? list.items
      : [];
  const first: unknown = items[0];
  return typeof first === 'object' &&
    first !== null &&
    'id' in first &&
    typeof first.id === 'number'
    ? first.id
    : undefined;
}
