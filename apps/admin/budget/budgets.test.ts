import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseBuild, type ChunkSize } from '../scripts/bench/bundle.mjs';
import { budgets } from '../scripts/bench/budgets.mjs';
import { onDemandModules } from '../vite/on-demand';
import { describeBreach } from './report';

// Reads the production build (`vite build` → dist/, or BUDGET_DIR relative to apps/admin;
// turbo runs `build` before this task). Sizes are deterministic, so they are tested here;
// times are only printed by `pnpm bench`.
const appDir = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(appDir, process.env.BUDGET_DIR ?? 'dist');
if (!existsSync(path.join(outDir, '.vite/manifest.json'))) {
  throw new Error(`No build with a manifest in ${outDir}: run \`vite build\` first.`);
}
const sizes = analyseBuild(outDir);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const chunksOf = (files: string[]) => sizes.chunks.filter((chunk) => files.includes(chunk.file));

/** Fails with the figure's files and their largest modules when `gz` is over `limit`. */
function expectWithin(subject: string, gz: number, limit: number, files: ChunkSize[]) {
  const message = describeBreach({ subject, gz, limit, files, modules: sizes.modules });
  expect(gz, message).toBeLessThanOrEqual(limit);
}

describe('bundle budgets', () => {
  it(`the sign-in page loads at most ${kB(budgets.loginPathGz)} of JS`, () => {
    expectWithin(
      'The JS of a fresh load of /login',
      sizes.loginGz,
      budgets.loginPathGz,
      chunksOf(sizes.loginFiles),
    );
  });

  it(`the whole admin is at most ${kB(budgets.allJsGz)} of JS`, () => {
    expectWithin('The whole admin', sizes.allJsGz, budgets.allJsGz, sizes.chunks);
  });

  it(`no file but the entry is over ${kB(budgets.routeChunkGz)}`, () => {
    const over = sizes.chunks.filter(
      (chunk) => chunk.file !== sizes.entry.file && chunk.gz > budgets.routeChunkGz,
    );
    for (const chunk of over) expectWithin(chunk.file, chunk.gz, budgets.routeChunkGz, [chunk]);
  });

  it(`the entry holds React and the boot only (at most ${kB(budgets.entryGz)})`, () => {
    expectWithin('The entry', sizes.entry.gz, budgets.entryGz, [sizes.entry]);
  });

  it('the sign-in page does not load the router, the screens or the form library', () => {
    const unwanted =
      /node_modules\/(react-router|react-hook-form|zod|@tanstack)\/|src\/features\/(?!auth\/)/;
    expect(sizes.loginModules.filter((id) => unwanted.test(id))).toEqual([]);
  });
});

describe('code only some users need loads on demand', () => {
  const loadedAtOnce = [
    { name: 'the sign-in page', files: sizes.loginFiles },
    ...sizes.screens.map((screen) => ({
      name: screen.name,
      files: screen.files.map((chunk) => chunk.file),
    })),
  ];
  for (const module of onDemandModules) {
    it(`${module} is loaded by no screen up front`, () => {
      const holders = sizes.chunks.filter((chunk) =>
        sizes.modules[chunk.file]?.some((share) => share.id === `apps/admin/${module}`),
      );
      expect(holders).toHaveLength(1);
      const [holder] = holders;
      const loaders = loadedAtOnce.filter(({ files }) => files.includes(holder?.file ?? ''));
      expect(loaders.map(({ name }) => name)).toEqual([]);
    });
  }
});

describe(`each screen's own JS is at most ${kB(budgets.screenClosureGz)}`, () => {
  it('every route module of src/app/routes and the shell are measured', () => {
    const routes = readdirSync(path.join(appDir, 'src/app/routes'))
      .filter((name) => /^[^.]+\.tsx$/.test(name))
      .map((name) => name.replace(/\.tsx$/, ''));
    const measured = sizes.screens.flatMap((screen) => screen.routes);
    expect([...measured].sort()).toEqual([...routes].sort());
    expect(sizes.screens.some((screen) => screen.name.startsWith('admin-layout'))).toBe(true);
  });

  for (const screen of sizes.screens) {
    it(screen.name, () => {
      expectWithin(`${screen.name}'s own JS`, screen.gz, budgets.screenClosureGz, screen.files);
    });
  }
});
