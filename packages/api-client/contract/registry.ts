import type { ApiClient } from '../src';

export type CallResult = { data?: unknown; error?: unknown; response: Response };

export type Thing =
  | 'city'
  | 'store'
  | 'store promotion'
  | 'bartender'
  | 'category'
  | 'product'
  | 'news item'
  | 'user'
  | 'user promotion'
  | 'slide';

/** Whether a record still is the run's, read back from the server before it is deleted. */
export type Ownership =
  | { state: 'own' }
  | { state: 'gone' }
  | { state: 'not own'; name: string }
  | { state: 'unknown'; reason: string };

type Created = {
  thing: Thing;
  id: number;
  name: string;
  remove: (client: ApiClient) => Promise<CallResult>;
  /** Asked right before every delete: a record that is not the run's is never deleted. */
  confirm: () => Promise<Ownership>;
};

/** A record the run will never delete, and why (the clean-up lists it). */
type Refused = { thing: Thing; id: number; name: string; reason: string };

export const EXISTING_ID = 'the server answered an existing id';

export const describeRecord = (record: { thing: Thing; id: number; name: string }) =>
  `${record.thing} ${record.id} "${record.name}"`;

export type Registry = {
  add(record: Created): void;
  /** Whether a record of the run has this id (a second create answering it is a fault). */
  holds(thing: Thing, id: number): boolean;
  /** Never to be deleted; a record of the run with the same id is refused with it. */
  refuse(record: Omit<Created, 'remove' | 'confirm'>, reason: string): void;
  refused(): Refused[];
  /** Deletes the kind's records, newest first, each once confirmed the run's; throws otherwise. */
  remove(thing: Thing, client: ApiClient): Promise<CallResult | undefined>;
  /** What is not deleted yet, newest first: the order the clean-up deletes in. */
  left(): Created[];
  forget(record: Created): void;
};

export function createRegistry(): Registry {
  const records: Created[] = [];
  const refused: Refused[] = [];
  const forget = (record: Created) => {
    const index = records.indexOf(record);
    if (index >= 0) records.splice(index, 1);
  };
  const refuse: Registry['refuse'] = (given, reason) => {
    const same = records.filter((r) => r.thing === given.thing && r.id === given.id);
    for (const record of same) forget(record);
    const all: Omit<Created, 'remove' | 'confirm'>[] = same.some((r) => r === given)
      ? same
      : [...same, given];
    for (const { thing, id, name } of all) refused.push({ thing, id, name, reason });
  };
  return {
    add: (record) => void records.push(record),
    holds: (thing, id) => records.some((r) => r.thing === thing && r.id === id),
    refuse,
    refused: () => [...refused],
    async remove(thing, client) {
      let last: CallResult | undefined;
      for (const record of records.filter((r) => r.thing === thing).reverse()) {
        const ownership = await record.confirm();
        if (ownership.state === 'gone') {
          forget(record);
          continue;
        }
        if (ownership.state === 'not own') {
          refuse(record, `${EXISTING_ID} ("${ownership.name}")`);
          throw new Error(
            `${describeRecord(record)} is not the run's: the server calls it "${ownership.name}", so the create answered the id of an existing record; it is not deleted`,
          );
        }
        if (ownership.state === 'unknown') {
          throw new Error(
            `${describeRecord(record)} is not deleted: it could not be confirmed as the run's (${ownership.reason})`,
          );
        }
        last = await record.remove(client);
        if (!last.response.ok) return last;
        forget(record);
      }
      return last;
    },
    left: () => [...records].reverse(),
    forget,
  };
}
