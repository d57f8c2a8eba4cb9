import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BulkStatusView } from './bulk-status';

/** Saves one record with its flag (published, enabled) set to `on`. */
type SetFlag<T> = (row: T, on: boolean, queryClient: QueryClient) => Promise<unknown>;

/** Row checkboxes and a bar: 'Удалить' (the list's own delete and names) and the flag's pair. */
export type ListBulk<T> = {
  publish?: SetFlag<T>;
  enable?: SetFlag<T>;
  /** Invalidated once after a run (the feature's lists), not once per record. */
  invalidates: QueryKey;
};

/** What the bulk pieces work with: the list's bulk actions with its delete and names. */
export type BulkSpec<T> = ListBulk<T> & {
  label: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
};

/** One button of the bar: its text (the question begins with it) and the call per record. */
export type BulkAction<T> = {
  label: string;
  run: (row: T, queryClient: QueryClient) => Promise<unknown>;
  isDanger?: boolean;
};

/** A run in progress, or the report of the last one with what 'Повторить' runs again. */
export type BulkRunState<T> = BulkStatusView & { action?: BulkAction<T>; failed?: T[] };

export type BulkRun<T> = {
  state: BulkRunState<T> | null;
  /** Asks the question with the count, then runs the action over every chosen record. */
  ask: (action: BulkAction<T>) => Promise<void>;
  /** Runs the last action again over the records that failed, and only those. */
  retry: () => void;
  close: () => void;
};
