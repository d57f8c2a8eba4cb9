import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The recipe's naming of lists, checked here because a linter sees one file at a time.
const featuresDir = new URL('./', import.meta.url);

const areas = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sourcesOf = (area: string) =>
  readdirSync(new URL(`${area}/`, featuresDir), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => ({ path, text: readFileSync(new URL(`${area}/${path}`, featuresDir), 'utf8') }));

/** The folder is plural (`cities`), the list file singular (`city-list.tsx`); news is both. */
const singular = (area: string) =>
  area === 'news' ? area : area.endsWith('ies') ? `${area.slice(0, -3)}y` : area.replace(/s$/, '');

const lists = areas.flatMap((area) =>
  sourcesOf(area)
    .filter(({ text }) => text.includes('<ListScreen'))
    .map((file) => ({ area, ...file })),
);

describe('feature file names', () => {
  it('finds the lists', () => {
    expect(lists.length).toBeGreaterThan(5);
  });

  it.each(lists.filter(({ path }) => path.endsWith('-list.tsx')))(
    '$area/$path is named after one record of its area',
    ({ area, path }) => {
      expect(path).toBe(`components/${singular(area)}-list.tsx`);
    },
  );

  it.each(lists)('$area/$path keeps its columns in a module-level `columns`', ({ text }) => {
    expect(text).toMatch(/^(export )?const columns: readonly DataTableColumn</m);
    expect(text).toContain('columns={columns}');
  });

  it('has no separate column files', () => {
    const columnFiles = areas.flatMap((area) =>
      sourcesOf(area)
        .map(({ path }) => `${area}/${path}`)
        .filter((path) => path.endsWith('-columns.tsx')),
    );
    expect(columnFiles).toEqual([]);
  });
});
