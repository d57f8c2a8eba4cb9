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

/** A record the run created, with the one call that deletes it again. */
type Created = {
  thing: Thing;
  id: number;
  name: string;
  remove: (client: ApiClient) => Promise<CallResult>;
};

export type Registry = {
  add(record: Created): void;
  /** The run's records of one kind, newest first, deleted through `client` (a delete step). */
  remove(thing: Thing, client: ApiClient): Promise<CallResult | undefined>;
  /** What is not deleted yet, newest first: the order the clean-up deletes in. */
  left(): Created[];
  forget(record: Created): void;
};

export function createRegistry(): Registry {
  const records: Created[] = [];
  const forget = (record: Created) => {
    const index = records.indexOf(record);
    if (index >= 0) records.splice(index, 1);
  };
  return {
    add: (record) => void records.push(record),
    async remove(thing, client) {
      let last: CallResult | undefined;
      for (const record of records.filter((r) => r.thing === thing).reverse()) {
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
