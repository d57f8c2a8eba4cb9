// Runs `pnpm contract:verify` against a sandbox, as a backend team would against their server.
import { runContractVerify, type VerifyRun } from '@shop/api-client/contract/run-verify';

export type { VerifyRun };

export function runVerify(
  url: string,
  args: string[],
  env: Record<string, string>,
): Promise<VerifyRun> {
  return runContractVerify([url, ...args], env);
}

export const rowOf = (output: string, operationId: string) =>
  output.split('\n').find((line) => line.startsWith(`${operationId} `)) ?? '';
