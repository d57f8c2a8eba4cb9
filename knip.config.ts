import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': { entry: ['scripts/*.mjs'] },
    'apps/admin': {
      project: ['src/**/*.{ts,tsx,css}', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
      entry: ['scripts/*.mjs', 'e2e/**/*.ts'],
    },
    'packages/api-client': {
      // Written by openapi-typescript and @hey-api: not ours to trim.
      ignore: ['src/generated/**'],
    },
  },
  compilers: {
    // Tailwind and the kit's stylesheet are imported from CSS, which knip does not read itself.
    css: (text: string) =>
      [...text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@import\s+['"]([^'"]+)['"]/g)]
        .map(([, source]) => `import '${source}';`)
        .join('\n'),
  },
};

export default config;
