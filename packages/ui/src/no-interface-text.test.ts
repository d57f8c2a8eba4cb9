import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const CYRILLIC = /\p{Script=Cyrillic}/u;

// Tests, their fixtures and stories may word things as the app does: they show what it shows.
const isTestOnly = (path: string) =>
  /\.(test|stories)\.tsx?$/.test(path) || /^(test|fixtures)[\\/]/.test(path);

/** Every line of the kit's shipped source that holds a Cyrillic letter, as 'file:line: text'. */
function cyrillicLines(files: readonly { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        CYRILLIC.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

const shipped = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.(tsx?|css)$/.test(path) && !isTestOnly(path))
  .map((path) => ({ path, text: readFileSync(`${SRC}/${path}`, 'utf8') }));

describe('the kit holds no interface text of its own', () => {
  it('reads the shipped source, tests and fixtures aside', () => {
    const paths = shipped.map(({ path }) => path);
    expect(paths).toEqual(expect.arrayContaining(['components/pager.tsx', 'styles.css']));
    expect(paths.filter(isTestOnly)).toEqual([]);
    expect(paths).not.toContain('test/render.tsx');
  });

  it('finds a Cyrillic letter wherever it is, a comment included', () => {
    const files = [
      { path: 'a.tsx', text: "const a = 'Close';\n// закрыть\n" },
      { path: 'b.tsx', text: 'label="Ё"' },
    ];
    expect(cyrillicLines(files)).toEqual(['a.tsx:2: // закрыть', 'b.tsx:1: label="Ё"']);
  });

  it('has no Cyrillic letter in the shipped source: the app gives every text', () => {
    expect(cyrillicLines(shipped)).toEqual([]);
  });
});
