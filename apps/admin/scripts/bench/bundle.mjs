// Build sizes of the admin from the Vite manifest: what /login needs, all routes, CSS.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LOGIN_ROUTE = 'src/app/routes/login.tsx';

/** Gzipped size (zlib level 9) of one file of the build. */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Sizes read from `outDir/.vite/manifest.json` and the files it names. */
export function analyseBuild(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  if (!manifest[LOGIN_ROUTE]) throw new Error(`The manifest has no chunk for ${LOGIN_ROUTE}.`);

  // The entry, the login route's lazy chunk and their static imports, recursively.
  const loginFiles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || loginFiles.has(chunk.file)) return;
    loginFiles.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(LOGIN_ROUTE);

  const assetsDir = path.join(outDir, 'assets');
  const files = readdirSync(assetsDir).map((name) => `assets/${name}`);
  const size = (file) => gzipSize(path.join(outDir, file));
  const js = files.filter((file) => file.endsWith('.js')).map((file) => ({ file, gz: size(file) }));
  const css = files.filter((file) => file.endsWith('.css'));
  const largest = js.reduce((a, b) => (b.gz > a.gz ? b : a));
  return {
    loginFiles: [...loginFiles].sort(),
    loginGz: [...loginFiles].reduce((sum, file) => sum + size(file), 0),
    allJsGz: js.reduce((sum, chunk) => sum + chunk.gz, 0),
    jsChunks: js.length,
    largest,
    cssGz: css.reduce((sum, file) => sum + size(file), 0),
  };
}
