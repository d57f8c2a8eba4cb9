import type { ApiClient } from '../../src';
import type { CallResult } from '../scenario';
import type { OwnRecord } from './own';
import type { CheckContext } from './types';

/** A kind of record the round-trip, delete and search checks walk. */
export type Entity = {
  key: string;
  noun: string;
  path: (id: number) => string;
  create: (context: CheckContext) => Promise<OwnRecord>;
  read: (api: ApiClient, id: number) => Promise<CallResult>;
  /** Saves the record again with one field changed; returns the body it sent. */
  update: (
    api: ApiClient,
    record: OwnRecord,
  ) => Promise<{ sent: Record<string, unknown>; result: CallResult }>;
  /** Fields the save takes but the GET never answers (passwords), with the reason. */
  writeOnly?: readonly string[];
  /** The list, searched by `text` where the list has a search (else the whole list). */
  find: (api: ApiClient, text: string) => Promise<CallResult>;
  /** The item fields `search` looks in; absent: the list has no search. */
  searchFields?: readonly string[];
  searchText?: (record: OwnRecord) => string;
  remove: (api: ApiClient, id: number) => Promise<CallResult>;
};

export const byId = (id: number) => ({ params: { path: { id } } });

/** A page big enough for the run's own record to be on it when the search works. */
export const searchPage = (search: string) => ({
  params: { query: { page: 1, pageSize: 100, search } },
});
