// Build sizes of the admin from the Vite manifest and vite.config.ts's chunk-modules.json and
// chunk-module-sizes.json: what /login needs, every screen's own JS, all routes, the entry, CSS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Chunks are found by the modules they hold: merged chunks (experimentalMinChunkSize) change
// names. A fresh load of /login runs the router-free sign-in page (src/app/root.tsx); a
// signed-in screen runs in the router (app.tsx) inside the admin layout (the shell).
const LOGIN_MODULE = 'apps/admin/src/app/sign-in-page.tsx';
const APP_MODULE = 'apps/admin/src/app/app.tsx';
const SHELL_MODULE = 'apps/admin/src/app/layouts/admin-layout.tsx';
const ROUTE_MODULES = /^apps\/admin\/src\/app\/routes\/([^/]+)\.tsx$/;
/** Routes the router draws beside the shell rather than in it (/login after a sign-out). */
const OUTSIDE_SHELL = new Set(['login']);

/** Gzipped size (zlib level 9) of one file of the build. */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Each module's share of its file's gzipped size, largest first: the file's size split in
 * proportion to the modules' rendered lengths (gzip compresses code about evenly).
 */
export function moduleShares(gz, renderedLengths) {
  const total = Object.values(renderedLengths).reduce((sum, length) => sum + length, 0);
  return Object.entries(renderedLengths)
    .filter(([, length]) => length > 0)
    .map(([id, length]) => ({ id, gz: Math.round((gz * length) / total) }))
    .sort((a, b) => b.gz - a.gz);
}

/** Sizes read from `outDir/.vite/manifest.json` and the files it names. */
export function analyseBuild(outDir) {
  const viteDir = path.join(outDir, '.vite');
  const manifest = readJson(path.join(viteDir, 'manifest.json'));
  const modules = readJson(path.join(viteDir, 'chunk-modules.json'));
  const sizesFile = path.join(viteDir, 'chunk-module-sizes.json');
  if (!existsSync(sizesFile)) throw new Error(`No ${sizesFile}: rebuild with vite.config.ts.`);
  const renderedLengths = readJson(sizesFile);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const entryFile = manifest[entryKey].file;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const fileHolding = (module) => {
    const file = Object.keys(modules).find((name) => modules[name].includes(module));
    if (!file) throw new Error(`No chunk of the build holds ${module}.`);
    return file;
  };

  /** A file and its static imports, recursively: what loading it loads. */
  const closure = (file, into = new Set()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const key of manifest[keyOfFile.get(file)]?.imports ?? [])
      closure(manifest[key].file, into);
    return into;
  };
  const union = (...sets) => new Set(sets.flatMap((set) => [...set]));

  const assetsDir = path.join(outDir, 'assets');
  const files = readdirSync(assetsDir).map((name) => `assets/${name}`);
  const size = (file) => gzipSize(path.join(outDir, file));
  const chunks = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gz: size(file) }))
    .sort((a, b) => b.gz - a.gz);
  const gzOf = new Map(chunks.map((chunk) => [chunk.file, chunk.gz]));
  const sizeOf = (set) => [...set].reduce((sum, file) => sum + (gzOf.get(file) ?? 0), 0);
  const chunkList = (set) => chunks.filter((chunk) => set.has(chunk.file));
  const css = files.filter((file) => file.endsWith('.css'));

  const entryFiles = closure(entryFile);
  const loginFiles = union(entryFiles, closure(fileHolding(LOGIN_MODULE)));
  // Loaded before any signed-in screen's own code: the entry, the router and the shell.
  const appFiles = union(entryFiles, closure(fileHolding(APP_MODULE)));
  const shellFiles = union(appFiles, closure(fileHolding(SHELL_MODULE)));

  // A screen's own JS: its lazy chunk and that chunk's static imports, recursively, less what
  // is already loaded when it starts (for the shell and the routes beside it: the entry and the
  // router; for the routes in the shell: the shell as well). Files it loads lazily (a dialog,
  // the date picker's calendar) are not counted: they wait until they are used.
  const screens = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map((chunk) => {
      const held = modules[chunk.file] ?? [];
      const routes = held.flatMap((id) => ROUTE_MODULES.exec(id)?.[1] ?? []);
      const isShell = held.includes(SHELL_MODULE);
      if (!isShell && routes.length === 0) return undefined;
      const inShell = !isShell && routes.some((route) => !OUTSIDE_SHELL.has(route));
      const before = inShell ? shellFiles : appFiles;
      const own = new Set([...closure(chunk.file)].filter((file) => !before.has(file)));
      const name = [...(isShell ? ['admin-layout (the shell)'] : []), ...routes].join(' + ');
      return { name, chunk: chunk.file, routes, gz: sizeOf(own), files: chunkList(own) };
    })
    .filter((screen) => screen !== undefined)
    .sort((a, b) => b.gz - a.gz);

  return {
    // The entry is React itself plus the boot (src/main.tsx, src/app/root.tsx); every other
    // chunk is loaded for a route.
    entry: chunks.find((chunk) => chunk.file === entryFile),
    loginFiles: [...loginFiles].sort(),
    /** Every source module the sign-in page's files hold (repository-relative paths). */
    loginModules: [...loginFiles].flatMap((file) => modules[file] ?? []).sort(),
    loginGz: sizeOf(loginFiles),
    chunks,
    allJsGz: sizeOf(new Set(gzOf.keys())),
    jsChunks: chunks.length,
    largest: chunks[0],
    largestRoute: chunks.find((chunk) => chunk.file !== entryFile),
    /** What the entry, the router and the shell load before a signed-in screen's own JS. */
    shellGz: sizeOf(shellFiles) - sizeOf(entryFiles),
    screens,
    largestScreen: screens[0],
    /** Each JS file's source modules with their estimated gzipped share, largest first. */
    modules: Object.fromEntries(
      chunks.map((chunk) => [
        chunk.file,
        moduleShares(chunk.gz, renderedLengths[chunk.file] ?? {}),
      ]),
    ),
    cssGz: css.reduce((sum, file) => sum + size(file), 0),
  };
}
