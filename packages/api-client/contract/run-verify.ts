// Runs `pnpm contract:verify` (scripts/contract-verify.mjs) as a backend team would: in its own
// process, with none of the developer's CONTRACT_* variables leaking into a test's run.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../scripts/contract-verify.mjs',
);

const CLEARED = [
  'CONTRACT_USERNAME',
  'CONTRACT_PASSWORD',
  'CONTRACT_TOKEN',
  'CONTRACT_REFRESH_TOKEN',
  'CONTRACT_ALLOW',
  'CONTRACT_READ_ONLY',
  'CONTRACT_CUSTOMER_USERNAME',
  'CONTRACT_CUSTOMER_PASSWORD',
  'CONTRACT_CHECKS',
  'CONTRACT_UPSTREAM',
  'CONTRACT_JUNIT_FILE',
  // A set port would make the suite start its own mock instead of using the given server.
  'CONTRACT_MOCK_PORT',
];

export type VerifyRun = { code: number; output: string };

/** A run in progress: its process (a test may signal it) and its outcome. */
export type StartedVerify = { child: ChildProcess; done: Promise<VerifyRun> };

export function runContractVerify(
  args: string[],
  env: Record<string, string> = {},
): Promise<VerifyRun> {
  return startContractVerify(args, env).done;
}

export function startContractVerify(
  args: string[],
  env: Record<string, string> = {},
): StartedVerify {
  const base: Record<string, string | undefined> = { ...process.env };
  for (const name of Object.keys(base)) {
    if (CLEARED.includes(name) || /^CONTRACT_\w+_ID$/.test(name)) delete base[name];
  }
  const child = spawn(process.execPath, [script, ...args], { env: { ...base, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<VerifyRun>((resolve) =>
    child.once('close', (code) => resolve({ code: code ?? 1, output })),
  );
  return { child, done };
}
