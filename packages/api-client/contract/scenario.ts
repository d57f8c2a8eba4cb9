import type { ApiClient, Schemas } from '../src';
import { READ_IDS, type ReadIdThing } from './verify-options.mjs';
import type { ContractConfig } from './config';
import type { Gateway } from './gateway';
import type { Clients } from './harness';
import { createKnownIds, type KnownIds } from './known-ids';
import { ownership } from './ownership';
import {
  createRegistry,
  EXISTING_ID,
  type CallResult,
  type Registry,
  type Thing,
} from './registry';

export type { CallResult };

/** What the run made (and will delete), and what its steps pass on to later steps. */
type Own = {
  city?: number;
  store?: Schemas['StoreInput'] & { id: number };
  storeImage?: Schemas['StoreImage'];
  promotionImage?: string;
  bartenderImage?: string;
  bartender?: number;
  catalogImage?: Schemas['Image'];
  category?: number;
  products: (Schemas['ProductInput'] & { id: number })[];
  filters?: Schemas['FilterItem'][];
  newsImage?: Schemas['Image'];
  news?: number;
  user?: Schemas['UserInput'] & { id: number };
  slide?: Schemas['Slide'];
  /** Not the run's: the order CONTRACT_ORDER_ID as getOrder read it. */
  pinnedOrder?: Schemas['Order'];
};

export type Scenario = {
  config: ContractConfig;
  clients: Clients;
  gateway: Gateway;
  image: () => File;
  /** The first id of each list the run read: what it reads when it has no record of its own. */
  first: Partial<Record<ReadIdThing, number>>;
  own: Own;
  created: Registry;
  /** The ids the run's reads showed: records that existed before any later create. */
  known: KnownIds;
  /** Records the server said it made without saying their id: the clean-up cannot delete them. */
  unaccounted: string[];
};

export function createScenario(
  config: ContractConfig,
  clients: Clients,
  gateway: Gateway,
  image: () => File,
): Scenario {
  const known = createKnownIds();
  known.watch(clients.proxied);
  known.watch(clients.direct);
  return {
    config,
    clients,
    gateway,
    image,
    first: {},
    own: { products: [] },
    created: createRegistry(),
    known,
    unaccounted: [],
  };
}

/** Thrown by a step that cannot run; the test reports it as skipped with the reason. */
export class StepSkipped extends Error {}

export function skip(reason: string): never {
  throw new StepSkipped(reason);
}

export function need<T>(value: T | null | undefined, reason: string): T {
  if (value === undefined || value === null) skip(reason);
  return value;
}

/** The record a read call uses: the run's own, else the pinned one, else the first listed. */
export function readId(scenario: Scenario, thing: ReadIdThing, own?: number): number {
  return need(
    own ?? scenario.config.ids[thing] ?? scenario.first[thing],
    `no ${thing} to read: the list was empty or failed; set ${READ_IDS[thing].variable}`,
  );
}

const hasId = (value: unknown): value is { id: number } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// When Prism replaced a broken answer, the server's own still tells whether (and as which id) the
// record exists, so it is deleted too; a success without an id is noted by name.
function createdId(scenario: Scenario, result: CallResult, name: string): number | undefined {
  if (hasId(result.data)) return result.data.id;
  const answer = result.response.ok
    ? undefined
    : scenario.gateway.lastAnswer(new URL(result.response.url).pathname);
  const madeIt = result.response.ok || (answer && answer.status >= 200 && answer.status < 300);
  if (!madeIt) return undefined;
  const body = answer ? parsed(answer.body) : undefined;
  if (hasId(body)) return body.id;
  scenario.unaccounted.push(name);
  return undefined;
}

// Registers a created record with its delete call; an id that existed before is a server fault: it
// throws, and that record is never deleted (the clean-up lists it).
export function keepCreated(
  scenario: Scenario,
  result: CallResult,
  what: { thing: Thing; name: string; remove: (api: ApiClient, id: number) => Promise<CallResult> },
): number | undefined {
  const id = createdId(scenario, result, `${what.thing} "${what.name}"`);
  if (id === undefined) return undefined;
  const record = { thing: what.thing, id, name: what.name };
  const existing = existingId(scenario, what.thing, id);
  if (existing) {
    scenario.created.refuse(record, EXISTING_ID);
    throw new Error(
      `the new ${what.thing} "${what.name}" got id ${id}, ${existing}: the server answered an existing id; ${what.thing} ${id} is not the run's and is never deleted`,
    );
  }
  scenario.created.add({
    ...record,
    remove: (api) => what.remove(api, id),
    confirm: () => ownership(scenario, what.thing, id, what.name),
  });
  return id;
}

// Why `id` cannot be this create's record: a read showed it, or an earlier create answered it too
// (then neither is deleted). Only a real server is asked: the mock answers one example to all.
function existingId(scenario: Scenario, thing: Thing, id: number): string | undefined {
  if (scenario.config.mode === 'mock') return undefined;
  if (scenario.created.holds(thing, id)) return 'which an earlier create answered too';
  if (scenario.known.has(thing, id)) return 'which a read listed before the create';
  return undefined;
}

/** Several calls of one step: the first that failed, else the last. */
export async function inTurn(calls: (() => Promise<CallResult>)[]): Promise<CallResult> {
  let last: CallResult | undefined;
  for (const call of calls) {
    last = await call();
    if (!last.response.ok) return last;
  }
  return need(last, 'nothing to call');
}

export type { ApiClient };
