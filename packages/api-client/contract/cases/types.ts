import type { ApiClient } from '../../src';

export type CallResult = { data?: unknown; error?: unknown; response: Response };
export type CaseContext = { client: ApiClient; image: () => File };
/** One valid call of one operation, written against the generated client. */
export type ContractCase = (context: CaseContext) => Promise<CallResult>;
export type ContractCases = Record<string, ContractCase>;
