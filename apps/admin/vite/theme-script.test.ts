import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { build, createServer, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { themeScript } from './theme-script';

const head = (script: string) =>
  `<!doctype html><html><head>${script}</head><body><script type="module">document.title = 'x';</script></body></html>`;
const themeTag = '<script src="/theme.js" vite-ignore></script>';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Builds a page whose index.html is `html` with the plugin, in memory. */
async function buildPage(html: string) {
  root = mkdtempSync(path.join(tmpdir(), 'theme-script-'));
  writeFileSync(path.join(root, 'index.html'), html);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [themeScript()],
    build: { write: false },
  })) as Rollup.RollupOutput;
  const files = output.output;
  const page = files.find((file) => file.fileName === 'index.html');
  const themes = files.filter((file) => /^assets\/theme-.+\.js$/.test(file.fileName));
  if (page?.type !== 'asset') throw new Error('no index.html in the build');
  return { html: String(page.source), themes };
}

/** Runs the script as a browser would, with `stored` in localStorage and the system `dark`. */
function themeClass(code: string, stored: string | null, systemDark: boolean) {
  const classes = new Set<string>();
  runInNewContext(code, {
    localStorage: { getItem: () => stored },
    window: { matchMedia: () => ({ matches: systemDark }) },
    document: {
      documentElement: {
        classList: {
          toggle: (name: string, on: boolean) =>
            void (on ? classes.add(name) : classes.delete(name)),
        },
      },
    },
  });
  return classes.has('dark') ? 'dark' : 'light';
}

describe('the theme script in the build', () => {
  it('is emitted under a content-hashed name in assets/ and index.html loads it classically', async () => {
    const { html, themes } = await buildPage(head(themeTag));
    expect(themes).toHaveLength(1);
    const [theme] = themes;
    if (theme?.type !== 'asset') throw new Error('the theme script is no asset');
    expect(theme.fileName).toMatch(/^assets\/theme-[\w-]{8}\.js$/);
    expect(html).toContain(`<script src="/${theme.fileName}" ></script>`);
    expect(html).not.toContain('"/theme.js"');
    expect(html).not.toContain('vite-ignore');

    // Minified, and still the same script: the stored choice wins, else the system's.
    const code = String(theme.source);
    expect(code.length).toBeLessThan(
      readFileSync(path.join(import.meta.dirname, 'theme.js')).length / 2,
    );
    expect(themeClass(code, 'dark', false)).toBe('dark');
    expect(themeClass(code, 'light', true)).toBe('light');
    expect(themeClass(code, null, true)).toBe('dark');
    expect(themeClass(code, null, false)).toBe('light');
  });

  it('fails the build when index.html does not load it', async () => {
    await expect(buildPage(head(''))).rejects.toThrow(/must load the theme once/);
  });

  it('fails the build when index.html loads it twice', async () => {
    await expect(buildPage(head(themeTag + themeTag))).rejects.toThrow(/once .*: 2/);
  });
});

describe('the theme script in vite dev', () => {
  it('is served as JavaScript under /theme.js, where index.html asks for it', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'theme-script-'));
    writeFileSync(path.join(root, 'index.html'), head(themeTag));
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [themeScript()],
      server: { port: 0, host: '127.0.0.1', ws: false },
    });
    try {
      await server.listen();
      const base = server.resolvedUrls?.local[0];
      if (!base) throw new Error('the dev server has no address');
      const script = await fetch(new URL('theme.js', base));
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await script.text()).toBe(
        readFileSync(path.join(import.meta.dirname, 'theme.js'), 'utf8'),
      );
      const page = await (await fetch(base)).text();
      expect(page).toMatch(/<script src="\/theme\.js"\s*><\/script>/);
    } finally {
      await server.close();
    }
  });
});
