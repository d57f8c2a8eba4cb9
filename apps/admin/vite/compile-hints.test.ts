import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('marks the entry and what it imports statically, not what it loads later', async () => {
  root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  const write = (name: string, text: string) => writeFileSync(path.join(root, name), text);
  write('index.html', '<!doctype html><script type="module" src="/main.js"></script>');
  // Two entries share `shared.js`, so Rollup gives it a file of its own.
  write('main.js', "import { twice } from './shared.js';\ntwice(1);\nimport('./later.js');");
  write('other.html', '<!doctype html><script type="module" src="/other.js"></script>');
  write('other.js', "import { twice } from './shared.js';\ntwice(2);");
  write('shared.js', 'export const twice = (n) => console.log(n * 2);');
  write('later.js', "console.log('later');");
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints()],
    build: {
      write: false,
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { main: path.join(root, 'index.html'), other: path.join(root, 'other.html') },
      },
    },
  })) as Rollup.RollupOutput;
  const hinted = Object.fromEntries(
    output.output.flatMap((file) =>
      file.type === 'chunk'
        ? [
            [
              file.facadeModuleId ? path.basename(file.facadeModuleId) : file.name,
              file.code.startsWith(COMPILE_HINT),
            ],
          ]
        : [],
    ),
  );
  expect(hinted).toEqual({
    'index.html': true,
    'other.html': true,
    shared: true,
    'later.js': false,
  });
});
