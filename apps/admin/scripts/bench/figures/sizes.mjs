// The build's sizes, from its manifest: what /login loads, all routes, the entry, the largest
// route chunk and screen, CSS.
import path from 'node:path';
import { analyseBuild, gzipSize } from '../bundle.mjs';
import { budgets } from '../budgets.mjs';
import { kB } from '../report.mjs';
import { loginRuns } from './login.mjs';

/** The sizes of the build just made; run whatever `--only` says. */
const build = {
  id: 'build',
  always: true,
  run: async (env) => ({ ...analyseBuild(env.outPath), outDir: env.outPath }),
};

/**
 * The module scripts Chromium requested before the first login form showed, sorted: the
 * classic theme script (vite/theme-script.ts) is no chunk of the manifest.
 */
const requestedScripts = (runs) =>
  [...new Set(runs?.admin[0]?.scripts ?? [])]
    .filter((file) => !/\/assets\/theme-[\w-]{8}\.js$/.test(file))
    .sort();

export const sizeFigures = [
  {
    key: 'loginPathGz',
    name: 'JS before login form (gz, manifest)',
    measure: build,
    value: (sizes) => sizes.loginGz,
    details: (sizes) => ({ loginPathFiles: sizes.loginFiles }),
    target: budgets.loginPathGz,
    format: kB,
  },
  {
    // Chromium's own account of the same files: the manifest reading must not miss any.
    key: 'loginPathRequestedGz',
    name: (runs) =>
      `JS before login form (gz, requested by Chromium, ${runs ? requestedScripts(runs).length : '?'} files)`,
    measure: loginRuns,
    value: (runs, of) =>
      requestedScripts(runs).reduce(
        (sum, pathname) => sum + gzipSize(path.join(of(build).outDir, pathname)),
        0,
      ),
    details: (runs) => ({
      loginPathRequested: requestedScripts(runs).map((pathname) => pathname.replace(/^\//, '')),
    }),
    target: {
      label: '= manifest',
      isMet: (gz, of) =>
        gz === of(build).loginGz &&
        requestedScripts(of(loginRuns))
          .map((pathname) => pathname.replace(/^\//, ''))
          .join() === of(build).loginFiles.join(),
    },
    format: kB,
  },
  {
    key: 'allJsGz',
    name: (sizes) => `JS all routes (gz, ${sizes?.jsChunks ?? '?'} chunks)`,
    measure: build,
    value: (sizes) => sizes.allJsGz,
    details: (sizes) => ({ jsChunks: sizes.jsChunks }),
    target: budgets.allJsGz,
    format: kB,
  },
  {
    key: 'entryGz',
    name: (sizes) => `Entry: React + boot (gz): ${sizes?.entry.file ?? '?'}`,
    measure: build,
    value: (sizes) => sizes.entry.gz,
    details: (sizes) => ({ entryChunk: sizes.entry }),
    target: budgets.entryGz,
    format: kB,
  },
  {
    key: 'largestRouteChunkGz',
    name: (sizes) => `Largest route chunk (gz): ${sizes?.largestRoute.file ?? '?'}`,
    measure: build,
    value: (sizes) => sizes.largestRoute.gz,
    details: (sizes) => ({ largestRouteChunk: sizes.largestRoute }),
    target: budgets.routeChunkGz,
    format: kB,
  },
  {
    key: 'largestScreenGz',
    name: (sizes) => `Largest screen's own JS (gz): ${sizes?.largestScreen.name ?? '?'}`,
    measure: build,
    value: (sizes) => sizes.largestScreen.gz,
    details: (sizes) => ({
      largestScreen: { name: sizes.largestScreen.name, gz: sizes.largestScreen.gz },
      screensGz: Object.fromEntries(sizes.screens.map((screen) => [screen.name, screen.gz])),
    }),
    target: budgets.screenClosureGz,
    format: kB,
  },
  { key: 'cssGz', name: 'CSS (gz)', measure: build, value: (sizes) => sizes.cssGz, format: kB },
];
