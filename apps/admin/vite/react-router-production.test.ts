import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production';

const appDir = path.resolve(import.meta.dirname, '..');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The React Router modules a build of an entry that imports it bundles. */
async function routerModules(plugins: Plugin[]) {
  // Inside the app's node_modules, so that 'react-router' resolves as from the admin's modules.
  dir = mkdtempSync(path.join(appDir, 'node_modules/.router-build-'));
  const entry = path.join(dir, 'entry.js');
  // An app build keeps no exports of its entry: the import is used, or it is shaken out.
  writeFileSync(
    entry,
    "import { createBrowserRouter } from 'react-router';\nglobalThis.router = createBrowserRouter;\n",
  );
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rollupOptions: { input: entry } },
  })) as Rollup.RollupOutput;
  return output.output
    .flatMap((file) => (file.type === 'chunk' ? Object.keys(file.modules) : []))
    .filter((id) => id.includes('/react-router/dist/'));
}

describe('reactRouterProduction', () => {
  it('bundles the production build React Router publishes, not the development one', async () => {
    const unchanged = await routerModules([]);
    expect(unchanged.some((id) => id.includes('/dist/development/'))).toBe(true);
    rmSync(dir, { recursive: true, force: true });
    const modules = await routerModules([reactRouterProduction()]);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.every((id) => id.includes('/dist/production/'))).toBe(true);
  });
});
