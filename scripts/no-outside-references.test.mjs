// A clone of the repository must explain itself: comments, test names and docs state a rule in
// plain words (or link docs/product-rules.md), never a section of a document the repository
// does not contain, nor an issue number. Run by `pnpm validate` (`node --test`).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Written by tools or installed, not by hand. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  '.turbo',
  '.vite',
  'generated',
  'published',
  'releases',
  'test-results',
  'playwright-report',
  'bench-results',
  'coverage',
]);
const isBuildDir = (name) => name === 'dist' || name.startsWith('dist-');
const CHECKED = /\.(ts|tsx|mts|js|mjs|cjs|css|yaml|yml|md|html)$/;

// Spelled in pieces so that this file does not match itself.
const OUTSIDE_REFERENCES = [
  new RegExp(['SPEC', '\\s*§'].join('')),
  new RegExp(['DECISIONS', '\\s*§'].join('')),
  new RegExp(['\\b(SPEC|DECISIONS|TOOLING)', '\\.md\\b'].join('')),
  new RegExp(['\\b[Ii]ssues?', '\\s+#?\\d+'].join('')),
];

/** The lines of a text that cite a document outside the repository or an issue number. */
export function outsideReferences(text) {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text: line }) => OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)));
}

function* handWrittenFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !isBuildDir(entry.name)) {
        yield* handWrittenFiles(path.join(dir, entry.name));
      }
    } else if (CHECKED.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

const self = path.relative(root, fileURLToPath(import.meta.url));
const hits = new Map();
for (const file of handWrittenFiles(root)) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative === self) continue;
  const found = outsideReferences(readFileSync(file, 'utf8'));
  if (found.length > 0) hits.set(relative, found);
}

test('the detector finds section and issue references, and only those', () => {
  const cited = ['(SPEC §5)', 'DECISIONS §12: two columns', 'see ../shared/SPEC.md', 'issue 7'];
  for (const line of cited) assert.equal(outsideReferences(line).length, 1, line);
  const plain = ['see docs/product-rules.md#sorting', 'the spec of the API', 'no issues here'];
  for (const line of plain) assert.equal(outsideReferences(line).length, 0, line);
});

test('no hand-written file cites a document outside the repository or an issue number', () => {
  const offending = [...hits].flatMap(([file, found]) =>
    found.map(({ line, text }) => `${file}:${line}: ${text}`),
  );
  assert.deepEqual(offending, [], 'state the rule itself, or link docs/product-rules.md');
});
