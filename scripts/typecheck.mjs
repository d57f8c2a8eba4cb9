#!/usr/bin/env node
// Type checking runs TypeScript 7's native compiler, about ten times faster than 5.9 on this
// code. 5.9 stays for the tools that need a compiler API (typescript-eslint, the generators,
// the editor), which 7 does not offer yet.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('bin/tsc', import.meta.resolve('typescript-7/package.json')));
const run = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
