// import-x/no-cycle skips every type-only import and has no option to count them, so a cycle
// made of `import type` alone passed lint. This rule walks the same graph with type imports
// counted. Only relative imports are followed: workspace packages and node_modules are
// imported by name and cannot import back into a file of ours by a relative path.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** Each file's imports, with the modification time they were read at (editors lint live). */
const importsCache = new Map();

function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names: as written, with an extension, or a folder's index. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    // A `.js` specifier may name the `.ts` file it compiles from.
    base.replace(/\.(m?)js$/, '.$1ts'),
    base.replace(/\.js$/, '.tsx'),
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(isFile);
}

/** The files a file imports by a relative path: static, dynamic, type-only and re-exports. */
function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const cached = importsCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => resolveRelative(file, fileName))
    .filter((resolved) => resolved !== undefined);
  importsCache.set(file, { mtimeMs, imports });
  return imports;
}

/** A chain of imports from `start` back to `target`, shortest first, or undefined. */
function routeBack(start, target) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const route = [];
        for (let step = file; step !== undefined; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move what both need to a module of its own.' },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!isFile(filename)) return {};
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const imported = resolveRelative(filename, source.value);
      if (imported === undefined || imported === filename) return;
      const route = routeBack(imported, filename);
      if (route === undefined) return;
      const names = [filename, ...route, filename].map((file) =>
        path.relative(path.dirname(filename), file),
      );
      context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};
