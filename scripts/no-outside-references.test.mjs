// A clone of the repository must explain itself: comments, test names and docs state a rule in
// plain words (or link docs/product-rules.md), never a section of a document the repository
// does not contain, nor an issue number; and every relative link of a Markdown file leads to a
// file that is there. Run by `pnpm validate` (`node --test`).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  'bench-results',
  'coverage',
]);
// Builds (dist, dist-*) and Playwright's results and report (test-results, test-results-*).
const isOutputDir = (name) => /^(dist|test-results)(-|$)/.test(name);
const CHECKED = /\.(ts|tsx|mts|js|mjs|cjs|css|yaml|yml|md|html)$/;

// The outside documents are named in capitals; the repository's own spec (the OpenAPI one) is
// 'the spec' in lower case.
const OUTSIDE_DOCUMENT = ['SPEC', 'DECISIONS', 'TOOLING'].join('|');
const OUTSIDE_REFERENCES = [
  // A section, item or number of one: 'SPEC §7', 'DECISIONS 31', 'TOOLING item 4', 'SPEC #2'.
  new RegExp(`\\b(${OUTSIDE_DOCUMENT})\\s*(§|(item\\s+)?#?\\d)`),
  // The file itself: 'DECISIONS.md item 4', '../shared/SPEC.md'.
  new RegExp(`\\b(${OUTSIDE_DOCUMENT})\\.md\\b`),
  // The document as a source: 'the SPEC prompt', "SPEC's text".
  new RegExp(`(\\b[Tt]he\\s+(${OUTSIDE_DOCUMENT})\\b|\\b(${OUTSIDE_DOCUMENT})'s\\b)`),
  new RegExp(['\\b[Ii]ssues?', '\\s+#?\\d+'].join('')),
];

// A document named in capitals, like README.md: outside the repository unless one is there.
const CAPITALS_DOCUMENT = /\b[A-Z][A-Z0-9_-]*\.md\b/g;

/**
 * The lines of a text that cite a document outside the repository or an issue number.
 * `documents` holds the names of the repository's own Markdown files (`README.md`, ...).
 */
export function outsideReferences(text, documents = new Set()) {
  const outside = (line) =>
    OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)) ||
    [...line.matchAll(CAPITALS_DOCUMENT)].some(([name]) => !documents.has(name));
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text: line }) => outside(line));
}

// `[text](target)` and `![alt](target)`: the target in `<>`, or up to a space (a title may
// follow) or the `)`.
const MARKDOWN_LINK = /!?\[[^\]]*\]\(\s*(?:<([^>]+)>|([^)\s]+))[^)]*\)/g;
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|#|\/\/)/i;

/**
 * The relative link targets of a Markdown text, without their anchors, by line. Code (fenced
 * blocks and `inline spans`) is left out: a link shown as an example is not a link.
 */
export function relativeLinks(markdown) {
  const links = [];
  let fenced = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const [, bracketed, bare] of line.replace(/`[^`]*`/g, '').matchAll(MARKDOWN_LINK)) {
      const target = bracketed ?? bare;
      if (EXTERNAL.test(target)) continue;
      links.push({ line: index + 1, target: decodeURI(target.split('#')[0]) });
    }
  });
  return links;
}

/** The links of a Markdown file (`file`, relative to the root) to files that are not there. */
function missingLinks(file, markdown) {
  return relativeLinks(markdown)
    .map(({ line, target }) => ({
      line,
      target,
      resolved: target.startsWith('/')
        ? path.join(root, target)
        : path.resolve(root, path.dirname(file), target),
    }))
    .filter(({ resolved }) => !existsSync(resolved));
}

function* handWrittenFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !isOutputDir(entry.name)) {
        yield* handWrittenFiles(path.join(dir, entry.name));
      }
    } else if (CHECKED.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

const self = path.relative(root, fileURLToPath(import.meta.url));
const files = [...handWrittenFiles(root)].map((file) => ({
  file,
  relative: path.relative(root, file).split(path.sep).join('/'),
}));
const documents = new Set(
  files.filter(({ relative }) => relative.endsWith('.md')).map(({ file }) => path.basename(file)),
);
const hits = new Map();
const brokenLinks = [];
for (const { file, relative } of files) {
  if (relative === self) continue;
  const text = readFileSync(file, 'utf8');
  const found = outsideReferences(text, documents);
  if (found.length > 0) hits.set(relative, found);
  if (relative.endsWith('.md')) {
    for (const { line, target } of missingLinks(relative, text)) {
      brokenLinks.push(`${relative}:${line}: ${target}`);
    }
  }
}

test('the detector finds citations of outside documents and issue numbers, and only those', () => {
  const cited = [
    '(SPEC §5)',
    'DECISIONS §12: two columns',
    'see ../shared/SPEC.md',
    'issue 7',
    'as DECISIONS 31 says',
    'DECISIONS.md item 4',
    'TOOLING item 2',
    'SPEC #3',
    "Wrong credentials get SPEC's text",
    '/** The SPEC prompt */',
    '// the data flow (STYLE.md): shared code never imports a feature',
  ];
  const documents = new Set(['README.md', 'CONTRIBUTING.md']);
  for (const line of cited) assert.equal(outsideReferences(line, documents).length, 1, line);
  const plain = [
    'see docs/product-rules.md#sorting',
    'the spec of the API',
    'no issues here',
    "const SPEC = path.join(root, 'dist/openapi.json');",
    'readFileSync(SPEC_FILE)',
    'the decisions of 2024',
    'see README.md and CONTRIBUTING.md#test',
  ];
  for (const line of plain) assert.equal(outsideReferences(line, documents).length, 0, line);
});

test('the link reader finds relative Markdown links, and only those', () => {
  const markdown = [
    'See [the rules](docs/product-rules.md#sorting) and ![a chart](<img/a b.png> "title").',
    '[site](https://example.com), [mail](mailto:a@b.c), [here](#usage), [proto](//cdn.x/y)',
    'Shown as code: `[x](nowhere.md)`',
    '```md',
    '[inside a fence](nowhere.md)',
    '```',
    '[up](../README.md) [escaped](my%20notes.md)',
  ].join('\n');
  assert.deepEqual(relativeLinks(markdown), [
    { line: 1, target: 'docs/product-rules.md' },
    { line: 1, target: 'img/a b.png' },
    { line: 7, target: '../README.md' },
    { line: 7, target: 'my notes.md' },
  ]);
});

test('no hand-written file cites a document outside the repository or an issue number', () => {
  const offending = [...hits].flatMap(([file, found]) =>
    found.map(({ line, text }) => `${file}:${line}: ${text}`),
  );
  assert.deepEqual(offending, [], 'state the rule itself, or link docs/product-rules.md');
});

test('every relative link of a Markdown file leads to a file of the repository', () => {
  assert.deepEqual(brokenLinks, [], 'point the link at the file that is there');
});
