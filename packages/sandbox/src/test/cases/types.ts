import type { operations } from '@shop/api-client';
import type { SandboxData } from '../../data';
import type { Caller, Reply } from '../harness';

/** What a case may use: the admin's calls, calls without a token, and a look at the state. */
type CaseContext = {
  api: Caller;
  anonymous: Caller;
  /** The current state, to pick ids that exist. */
  data: () => SandboxData | Promise<SandboxData>;
  image: () => File;
};

export type OperationCase = (context: CaseContext) => Promise<Reply>;
export type OperationCases = Partial<Record<keyof operations, OperationCase>>;

/** The record at `index` (negative counts from the end), or a failure naming the list. */
export function pick<T>(list: readonly T[], index: number, what: string): T {
  const item = list.at(index);
  if (item === undefined) throw new Error(`the seed has no ${what}`);
  return item;
}
