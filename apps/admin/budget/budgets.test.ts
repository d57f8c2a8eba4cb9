import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseBuild } from '../scripts/bench/bundle.mjs';
import { budgets } from '../scripts/bench/budgets.mjs';

// Reads the production build (`vite build` → dist/; turbo runs `build` before this task).
// Sizes are deterministic, so they are tested here; times are only printed by `pnpm bench`.
const outDir = path.resolve(import.meta.dirname, '..', process.env.BUDGET_DIR ?? 'dist');
if (!existsSync(path.join(outDir, '.vite/manifest.json'))) {
  throw new Error(`No build with a manifest in ${outDir}: run \`vite build\` first.`);
}
const sizes = analyseBuild(outDir);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('bundle budgets (issue 7)', () => {
  it(`the sign-in page loads at most ${kB(budgets.loginPathGz)} of JS`, () => {
    expect(sizes.loginGz, `login path: ${sizes.loginFiles.join(', ')}`).toBeLessThanOrEqual(
      budgets.loginPathGz,
    );
  });

  it(`the whole admin is at most ${kB(budgets.allJsGz)} of JS`, () => {
    expect(sizes.allJsGz).toBeLessThanOrEqual(budgets.allJsGz);
  });

  it(`no route chunk is over ${kB(budgets.routeChunkGz)}`, () => {
    const over = sizes.chunks.filter(
      (chunk) => chunk !== sizes.entry && chunk.gz > budgets.routeChunkGz,
    );
    expect(over.map((chunk) => `${chunk.file} ${kB(chunk.gz)}`)).toEqual([]);
  });

  it(`the entry holds React and the boot only (at most ${kB(budgets.entryGz)})`, () => {
    expect(sizes.entry?.gz).toBeLessThanOrEqual(budgets.entryGz);
  });

  it('the sign-in page does not load the router, the screens or the form library', () => {
    const unwanted =
      /node_modules\/(react-router|react-hook-form|zod|@tanstack)\/|src\/features\/(?!auth\/)/;
    expect(sizes.loginModules.filter((id) => unwanted.test(id))).toEqual([]);
  });
});
