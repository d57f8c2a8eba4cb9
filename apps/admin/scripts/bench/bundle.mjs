// Build sizes of the admin from the Vite manifest and vite.config.ts's chunk-modules.json:
// what /login needs, all routes, the entry, CSS.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// A fresh load of /login: the entry and the router-free sign-in page (src/app/root.tsx). Its
// chunk is found by the module it holds: merged chunks (experimentalMinChunkSize) change names.
const LOGIN_MODULE = 'apps/admin/src/app/sign-in-page.tsx';

/** Gzipped size (zlib level 9) of one file of the build. */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Sizes read from `outDir/.vite/manifest.json` and the files it names. */
export function analyseBuild(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const modules = JSON.parse(readFileSync(path.join(outDir, '.vite/chunk-modules.json'), 'utf8'));
  const loginFile = Object.keys(modules).find((file) => modules[file].includes(LOGIN_MODULE));
  const loginKey = Object.keys(manifest).find((key) => manifest[key].file === loginFile);
  if (!loginKey) throw new Error(`No chunk of the build holds ${LOGIN_MODULE}.`);

  // The entry, the login route's lazy chunk and their static imports, recursively.
  const loginFiles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || loginFiles.has(chunk.file)) return;
    loginFiles.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(loginKey);

  const assetsDir = path.join(outDir, 'assets');
  const files = readdirSync(assetsDir).map((name) => `assets/${name}`);
  const size = (file) => gzipSize(path.join(outDir, file));
  const chunks = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gz: size(file) }))
    .sort((a, b) => b.gz - a.gz);
  const css = files.filter((file) => file.endsWith('.css'));
  const entryFile = manifest[entryKey].file;
  return {
    // The entry is React itself plus the boot (src/main.tsx, src/app/root.tsx); every other
    // chunk is loaded for a route.
    entry: chunks.find((chunk) => chunk.file === entryFile),
    loginFiles: [...loginFiles].sort(),
    /** Every source module the sign-in page's files hold (repository-relative paths). */
    loginModules: [...loginFiles].flatMap((file) => modules[file] ?? []).sort(),
    loginGz: [...loginFiles].reduce((sum, file) => sum + size(file), 0),
    chunks,
    allJsGz: chunks.reduce((sum, chunk) => sum + chunk.gz, 0),
    jsChunks: chunks.length,
    largest: chunks[0],
    largestRoute: chunks.find((chunk) => chunk.file !== entryFile),
    cssGz: css.reduce((sum, file) => sum + size(file), 0),
  };
}
