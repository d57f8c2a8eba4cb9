import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router exports its development build under every condition, so a build would ship its
 * dev-only checks and warnings; the build takes the production one it publishes beside it.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => {
      const manifest = createRequire(import.meta.url).resolve('react-router/package.json');
      const production = path.join(path.dirname(manifest), 'dist/production/index.mjs');
      return { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } };
    },
  };
}
