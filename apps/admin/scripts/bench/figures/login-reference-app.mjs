// The reference app of the login figures (bench/reference: react-admin with a sign-in page and
// two resources over fake data): installed on demand with npm outside the pnpm workspace, so
// `npm test` never installs it, built with its own Vite into its own dist, and served by its
// own `vite preview` beside the admin's.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticPreview } from '../servers.mjs';

const referenceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../reference');
const distDir = path.join(referenceDir, 'dist');
const vite = path.join(referenceDir, 'node_modules/vite/bin/vite.js');
const PORT = Number(process.env.BENCH_REFERENCE_PORT ?? 4303);

/** Newest modification time of `file`, or of any file under it. */
function newest(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

function run(command, args, log) {
  log(`reference app: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: referenceDir, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
function install(log) {
  const installed = path.join(referenceDir, 'node_modules/.package-lock.json');
  const lock = path.join(referenceDir, 'package-lock.json');
  if (existsSync(installed) && newest(installed) >= newest(lock)) return;
  run('npm', ['ci', '--prefix', referenceDir, '--no-audit', '--no-fund'], log);
}

/** `vite build` when dist is missing or older than the app's sources or its lockfile. */
function build(log) {
  const sources = ['src', 'index.html', 'vite.config.js', 'package-lock.json'];
  const built = path.join(distDir, 'index.html');
  const sourceTime = Math.max(...sources.map((name) => newest(path.join(referenceDir, name))));
  if (existsSync(built) && newest(built) >= sourceTime) return;
  run(process.execPath, [vite, 'build', '--logLevel', 'warn'], log);
}

let ready;

/**
 * Installs, builds and serves the reference app once per bench run; resolves with its address
 * and its build directory (for the sizes of the files it loads).
 */
export function referenceApp(env) {
  ready ??= (async () => {
    install(env.log);
    build(env.log);
    await startStaticPreview(referenceDir, vite, PORT);
    return { base: `http://127.0.0.1:${PORT}`, outPath: distDir };
  })();
  return ready;
}
