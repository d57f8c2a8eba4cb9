// `pnpm contract:verify <base-url> [options]`: checks a running server against the spec.
// The contract suite runs in scenario order through Prism's proxy (--errors), so every request
// or JSON response that breaks the contract fails with Prism's report; multipart uploads and
// the file download go to the server directly (Prism's proxy mangles binary bodies). See
// `--help` (contract/verify-options.mjs) for the options and variables.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseVerifyArgs, readVerifyEnv, usage } from '../contract/verify-options.mjs';

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
if (args.junitFile) env.CONTRACT_JUNIT_FILE = path.resolve(callerDir, args.junitFile);

console.log(`Verifying ${upstream} against the contract.`);
const child = spawn(process.execPath, [vitest, 'run', '--config', 'vitest.contract.config.ts'], {
  cwd: packageDir,
  stdio: 'inherit',
  env: { ...env, CONTRACT_UPSTREAM: upstream },
});
const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
if (env.CONTRACT_JUNIT_FILE) console.log(`JUnit report: ${env.CONTRACT_JUNIT_FILE}`);
console.log(
  code === 0 ? `${upstream} honours the contract.` : `${upstream} breaks the contract (see above).`,
);
process.exit(code === 0 ? 0 : 1);
