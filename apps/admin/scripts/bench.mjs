// `pnpm bench`: builds the admin, serves it (Prism + vite preview) and measures the figures of
// bench/figures.mjs in Debian's Chromium: bundle sizes, the login render, lists, and the
// interactions of large data and of a warm session; then the sandbox under load, which needs no
// browser. Prints one table and writes bench-results/latest.json (plus a timestamped copy).
// It reports; it is not a test: unmet targets still exit 0, a crash exits 1.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium.mjs';
import { figures } from './bench/figures.mjs';
import { printTable, toReport, writeReport } from './bench/report.mjs';
import { needsBrowser, runFigures } from './bench/run.mjs';
import { startMock, startPreview, stopAll } from './bench/servers.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Overridable so two benchmarks (or a benchmark and the e2e suite) can run side by side.
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const vite = path.join(appDir, 'node_modules/vite/bin/vite.js');
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4095);
const PREVIEW_PORT = Number(process.env.BENCH_PREVIEW_PORT ?? 4195);

const log = (line) => process.stderr.write(`bench: ${line}\n`);

/** `--only=sort,tree` measures just those figures (the others print as skipped). */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** `--no-build` measures the build already in the out dir (when only the bench changed). */
const reuseBuild = process.argv.includes('--no-build');

function build() {
  log(`vite build --outDir ${OUT_DIR}`);
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', OUT_DIR], {
    cwd: appDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`vite build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** The build, Prism, `vite preview` and Chromium, which every figure but the load one needs. */
async function startBrowserSide() {
  if (reuseBuild) log(`--no-build: measuring the build in ${OUT_DIR} as it is`);
  else build();
  log('starting Prism and vite preview');
  await startMock(appDir, MOCK_PORT);
  await startPreview(appDir, vite, OUT_DIR, MOCK_PORT, PREVIEW_PORT);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  });
  return { browser, base: `http://127.0.0.1:${PREVIEW_PORT}`, outPath: path.join(appDir, OUT_DIR) };
}

async function main() {
  const browserSide = needsBrowser(figures, only) ? await startBrowserSide() : undefined;
  if (!browserSide) log('--only selects no browser figure: no build, Prism or Chromium');
  try {
    const env = { ...browserSide, runs: 5, timeout: 30_000, log };
    const evaluated = await runFigures(figures, env, only);
    printTable(evaluated);
    if (evaluated.some((figure) => figure.status === 'failed')) {
      throw new Error('A measure failed (see above): bench-results/latest.json left as it was.');
    }
    if (only) {
      log('--only: bench-results/latest.json left as it was');
      return;
    }
    writeReport(path.join(appDir, 'bench-results'), toReport(evaluated, new Date().toISOString()));
    log('wrote bench-results/latest.json');
  } finally {
    await browserSide?.browser.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
