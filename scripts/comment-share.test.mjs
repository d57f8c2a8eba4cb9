// Comments say why, briefly: the product code (tests, generated and installed files aside) keeps
// its comment lines under a tenth of its non-blank lines. Run by `pnpm validate` (`node --test`);
// `node --test scripts/comment-share.test.mjs` prints the share of each package.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT = 0.1;

const CODE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
/** Tests, their helpers and fixtures, and files written by tools. */
const NOT_PRODUCT =
  /(^|\/)(e2e|e2e-sandbox|test|generated|published|releases)\/|\.(test|spec)\.|^\.|\.d\.m?ts$/;

/** The tracked product files, and the untracked ones git does not ignore. */
function productFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => CODE.test(file) && !NOT_PRODUCT.test(file));
}

/** Non-blank lines and the comment lines among them (a line that is a comment and nothing else). */
export function countLines(source) {
  let total = 0;
  let comments = 0;
  let inBlock = false;
  for (const line of source.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    total += 1;
    if (inBlock) {
      comments += 1;
      inBlock = !text.includes('*/');
    } else if (text.startsWith('//') || text.startsWith('{/*')) {
      comments += 1;
    } else if (text.startsWith('/*')) {
      comments += 1;
      inBlock = !text.includes('*/');
    }
  }
  return { total, comments };
}

function shares() {
  const byPackage = new Map();
  for (const file of productFiles()) {
    let source;
    try {
      source = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // Deleted in the working tree, not yet in the index.
    }
    const key = file.split('/').slice(0, 2).join('/');
    const sum = byPackage.get(key) ?? { total: 0, comments: 0 };
    const { total, comments } = countLines(source);
    byPackage.set(key, { total: sum.total + total, comments: sum.comments + comments });
  }
  const all = [...byPackage.values()].reduce(
    (sum, part) => ({ total: sum.total + part.total, comments: sum.comments + part.comments }),
    { total: 0, comments: 0 },
  );
  return { all, byPackage };
}

const percent = ({ total, comments }) => `${((100 * comments) / total).toFixed(1)}%`;

test(`comments are under ${LIMIT * 100}% of the product code's lines`, (t) => {
  const { all, byPackage } = shares();
  const detail = [...byPackage].map(([key, part]) => `${key} ${percent(part)}`).join(', ');
  t.diagnostic(`${percent(all)} of ${all.total} lines: ${detail}`);
  assert.ok(all.comments / all.total < LIMIT, `${percent(all)} of ${all.total} lines (${detail})`);
});

test('counts comment lines, not code with a comment after it', () => {
  const source = ['// why', 'const a = 1; // what', '/**', ' * doc', ' */', '', '{/* jsx */}'];
  assert.deepEqual(countLines(source.join('\n')), { total: 6, comments: 5 });
});
