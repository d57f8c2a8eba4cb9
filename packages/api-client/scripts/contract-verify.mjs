// `pnpm contract:verify <base-url> [options]` (`--help`: contract/verify-options.mjs): the contract
// suite through Prism's proxy (--errors), so any contract break fails with Prism's report; uploads
// and the download go direct (Prism's proxy mangles binary bodies).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redact, secretsOfEnv } from '../contract/redact.mjs';
import { parseVerifyArgs, readVerifyEnv, usage } from '../contract/verify-options.mjs';
import { pipeRedacted } from './redacted-output.mjs';

const args = parseVerifyArgs(process.argv.slice(2));
if (args.help) {
  console.log(usage());
  process.exit(0);
}

const env = { ...process.env };
if (args.allow !== undefined) env.CONTRACT_ALLOW = args.allow;
if (args.readOnly) env.CONTRACT_READ_ONLY = '1';
const errors = [...args.errors, ...(args.errors.length > 0 ? [] : readVerifyEnv(env).errors)];
if (errors.length > 0) {
  console.error(`${errors.join('\n')}\n\n${usage()}`);
  process.exit(2);
}

const upstream = args.url;
try {
  // Any answer will do: this only tells "not running" apart from a contract failure.
  await fetch(upstream, { signal: AbortSignal.timeout(10_000) });
} catch (error) {
  console.error(`Cannot reach ${upstream}: ${error.cause?.message ?? error.message}`);
  process.exit(1);
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
// pnpm runs package scripts in the package folder; a relative path means the caller's folder.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const junitFile = args.junitFile ? path.resolve(callerDir, args.junitFile) : null;
// Nothing the run prints or writes may hold a secret: vitest writes the JUnit file into a
// private folder, and only its redacted copy reaches the path asked for.
const work = mkdtempSync(path.join(tmpdir(), 'contract-verify-'));
if (junitFile) env.CONTRACT_JUNIT_FILE = path.join(work, 'junit.xml');
const stopFile = path.join(work, 'stop');
const secrets = secretsOfEnv(env);

console.log(`Verifying ${upstream} against the contract.`);
// Own process group: signals reach vitest only through this script, so the suite sees the stop
// file and cleans up (vitest itself would exit before its clean-up).
const child = spawn(process.execPath, [vitest, 'run', '--config', 'vitest.contract.config.ts'], {
  cwd: packageDir,
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
  env: {
    ...env,
    CONTRACT_UPSTREAM: upstream,
    CONTRACT_STOP_FILE: stopFile,
    CONTRACT_SCRIPT_PID: String(process.pid),
    // Piped output is no terminal: keep the colours when this script's output is one.
    ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
  },
});
const piped = [
  pipeRedacted(child.stdout, process.stdout, secrets),
  pipeRedacted(child.stderr, process.stderr, secrets),
];

let interrupted = null;
const onSignal = (signal) => {
  if (interrupted) {
    // A second signal: stop at once, whatever is left behind.
    console.error(`${signal} again: stopping without the clean-up.`);
    child.kill('SIGKILL');
    return;
  }
  interrupted = signal;
  console.error(`${signal}: stopping; deleting what the run made (${signal} again stops at once).`);
  writeFileSync(stopFile, signal);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
await Promise.all(piped);
if (junitFile) {
  try {
    writeFileSync(junitFile, redact(readFileSync(env.CONTRACT_JUNIT_FILE, 'utf8'), secrets));
    console.log(`JUnit report: ${junitFile}`);
  } catch (error) {
    console.error(`No JUnit report: ${error.message}`);
  }
}
rmSync(work, { recursive: true, force: true });
if (interrupted) {
  console.log(`${upstream}: the run was interrupted (${interrupted}).`);
  // The shell's convention for a process ended by a signal: 128 + its number.
  process.exit(interrupted === 'SIGINT' ? 130 : 143);
}
console.log(
  code === 0 ? `${upstream} honours the contract.` : `${upstream} breaks the contract (see above).`,
);
process.exit(code === 0 ? 0 : 1);
