import { describe, expect, it } from 'vitest';
import { moduleShares } from '../scripts/bench/bundle.mjs';
import { describeBreach, shortModuleName } from './report';

// A screen whose own JS is over its budget, as the build analysis reports it (no build needed).
const pnpm = 'node_modules/.pnpm/react-hook-form@7.62.0_react@19.2.0/node_modules';
const files = [
  { file: 'assets/form-text-area-urRbIMDO.js', gz: 20_100 },
  { file: 'assets/user-edit-CO6Gb20i.js', gz: 3_700 },
  { file: 'assets/form-date-picker-JmuKykYj.js', gz: 40_700 },
];
const modules = {
  'assets/form-text-area-urRbIMDO.js': moduleShares(20_100, {
    [`${pnpm}/react-hook-form/dist/index.esm.mjs`]: 30_000,
    'packages/api-client/src/generated/zod/zod.gen.ts': 15_000,
    'apps/admin/src/components/form/form-text-area.tsx': 5_000,
    'apps/admin/src/lib/required-text.ts': 0,
  }),
  'assets/form-date-picker-JmuKykYj.js': moduleShares(40_700, {
    'node_modules/.pnpm/react-day-picker@9.14.0_react@19.3.1/node_modules/react-day-picker/dist/esm/DayPicker.js': 60_000,
    'packages/ui/src/components/date-picker.tsx': 4_000,
  }),
};

describe('describeBreach', () => {
  const message = describeBreach({
    subject: "user-edit's own JS",
    gz: 64_500,
    limit: 60_000,
    files,
    modules,
  });
  const lines = message.split('\n');

  it('says by how much the figure is over its budget', () => {
    expect(lines[0]).toBe(
      "user-edit's own JS is 64.5 kB, 4.5 kB over its 60.0 kB budget (3 files).",
    );
  });

  it('names the largest file first, with its size and its largest modules by gzipped share', () => {
    expect(lines[2]).toBe(
      '  assets/form-date-picker-JmuKykYj.js 40.7 kB: react-day-picker/dist/esm/DayPicker.js ~38.2 kB, packages/ui/src/components/date-picker.tsx ~2.5 kB',
    );
    expect(lines[3]).toBe(
      '  assets/form-text-area-urRbIMDO.js 20.1 kB: react-hook-form/dist/index.esm.mjs ~12.1 kB, packages/api-client/src/generated/zod/zod.gen.ts ~6.0 kB, apps/admin/src/components/form/form-text-area.tsx ~2.0 kB',
    );
    // A file without module sizes is still named with its size.
    expect(lines[4]).toBe('  assets/user-edit-CO6Gb20i.js 3.7 kB');
  });

  it('keeps to the largest files and modules of a long list', () => {
    const short = describeBreach(
      { subject: 'The whole admin', gz: 330_000, limit: 320_000, files, modules },
      { maxFiles: 1, maxModules: 1 },
    );
    expect(short).toContain('assets/form-date-picker-JmuKykYj.js 40.7 kB: react-day-picker');
    expect(short).not.toContain('date-picker.tsx');
    expect(short).not.toContain('assets/form-text-area');
    expect(short).toContain('… and 2 smaller files');
  });

  it('does not call a figure within its budget over it', () => {
    const within = describeBreach({
      subject: 'The entry',
      gz: 65_400,
      limit: 72_000,
      files,
      modules,
    });
    expect(within.split('\n')[0]).toBe('The entry is 65.4 kB (3 files).');
  });
});

describe('moduleShares', () => {
  it("splits a file's gzipped size by rendered length and leaves out tree-shaken modules", () => {
    expect(moduleShares(1_000, { a: 300, b: 100, c: 0 })).toEqual([
      { id: 'a', gz: 750 },
      { id: 'b', gz: 250 },
    ]);
  });
});

describe('shortModuleName', () => {
  it('names a package module by its package path, and leaves source paths alone', () => {
    expect(shortModuleName(`${pnpm}/react-hook-form/dist/index.esm.mjs`)).toBe(
      'react-hook-form/dist/index.esm.mjs',
    );
    expect(shortModuleName('apps/admin/src/lib/dates.ts')).toBe('apps/admin/src/lib/dates.ts');
  });
});
