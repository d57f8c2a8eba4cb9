import { createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { realApiTarget } from '@shop/api-spec/api-target';
import { ensureApiDocs } from '@shop/api-spec/docs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin, type ProxyOptions } from 'vite';
import { versionJson } from './vite/version-json';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
/** A real API server (ADMIN_API_TARGET) instead of the Prism mock. */
const realApi = realApiTarget();
const adminPort = Number(process.env.ADMIN_PORT ?? 5173);
const mediaDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json')),
  '../media',
);

/**
 * The mock's example images (`/media/...` in the spec) live in @shop/api-spec; dev and preview
 * serve them like the real API origin would, so the mock's data shows its pictures offline.
 */
function mockMedia(): Plugin {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(mediaDir, decodeURIComponent(url.pathname.replace(/^\/media\//, '')));
    if (!file.startsWith(mediaDir) || !existsSync(file) || !statSync(file).isFile()) return next();
    res.setHeader(
      'Content-Type',
      file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream',
    );
    createReadStream(file).pipe(res);
  };
  return {
    name: 'mock-media',
    configureServer: (server) => void server.middlewares.use('/media', serve),
    configurePreviewServer: (server) => void server.middlewares.use('/media', serve),
  };
}

/**
 * The API reference (Swagger UI over the contract, built by @shop/api-spec) at /api-docs, so
 * whoever runs the admin can read the contract it speaks. Built on first request, and again
 * whenever the contract changed since.
 */
function apiDocs(): Plugin {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== '/' && pathname !== '/index.html') return next();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    createReadStream(ensureApiDocs()).pipe(res);
  };
  return {
    name: 'api-docs',
    configureServer: (server) => void server.middlewares.use('/api-docs', serve),
    configurePreviewServer: (server) => void server.middlewares.use('/api-docs', serve),
  };
}

/**
 * Writes `.vite/chunk-modules.json` next to Vite's manifest: for each JS file, the source modules
 * it holds (paths relative to the repository). The budget test and the benchmark find the
 * sign-in page's chunk by its module (chunk merging renames chunks) and check what it pulls in.
 * `.vite/chunk-module-sizes.json` adds each module's rendered length in that file (its code
 * after tree-shaking, before minification): the budget test shares a file's gzipped size out
 * by it to name the modules that make a file too large.
 */
function chunkModules(): Plugin {
  const root = path.resolve(import.meta.dirname, '../..');
  const source = (id: string) => path.relative(root, id.replace(/^\0/, '').replace(/\?.*$/, ''));
  const asset = (fileName: string, value: unknown) => ({
    type: 'asset' as const,
    fileName,
    source: `${JSON.stringify(value, null, 1)}\n`,
  });
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      const sizes: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const lengths: Record<string, number> = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          const name = source(id);
          lengths[name] = (lengths[name] ?? 0) + info.renderedLength;
        }
        map[chunk.fileName] = Object.keys(lengths).sort();
        sizes[chunk.fileName] = lengths;
      }
      this.emitFile(asset('.vite/chunk-modules.json', map));
      this.emitFile(asset('.vite/chunk-module-sizes.json', sizes));
    },
  };
}

/**
 * Preloads the sign-in page's chunks from index.html, so the browser fetches and compiles them
 * while React starts instead of after (src/app/root.tsx imports them lazily). Apart from the
 * page itself (~2 kB) they are the API client and the button, which every screen needs anyway.
 */
function preloadSignIn(): Plugin {
  return {
    name: 'preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
        const signIn = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith('/src/app/sign-in-page.tsx')),
        );
        if (!signIn) return [];
        return [signIn.fileName, ...signIn.imports]
          .filter((file) => !chunks.some((chunk) => chunk.isEntry && chunk.fileName === file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

// Keys are path prefixes: '/api/' so that /api-docs stays here. Image paths are relative to
// the API origin, so a real server serves /media as well.
const proxy: Record<string, ProxyOptions> = realApi
  ? {
      '/api/': { target: realApi, changeOrigin: true },
      '/media/': { target: realApi, changeOrigin: true },
    }
  : {
      '/api/': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: true },
      // The example images are served above; anything else under /media (the sandbox's
      // uploads) comes from the backend on the mock's port.
      '/media/': { target: `http://127.0.0.1:${mockPort}`, changeOrigin: true },
    };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    realApi ? null : mockMedia(),
    apiDocs(),
    chunkModules(),
    preloadSignIn(),
    versionJson(),
  ],
  server: { port: adminPort, strictPort: true, host: '127.0.0.1', proxy },
  preview: {
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    strictPort: true,
    host: '127.0.0.1',
    proxy,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The size budgets (scripts/bench/budgets.mjs): terser packs the bundle about 2.5% smaller
    // than esbuild (three passes and top-level names mangled, safe in ES modules, take another
    // 0.3%; treating getters as free of side effects and functions that never use `this` as
    // arrows another 0.3%, safe as long as no code `new`s a plain function or reads a property
    // for its effect; the e2e suites run this build). Merging chunks under 12 kB (single icons, small kit
    // parts, small screens) saves their per-file overhead and gzips better, for the whole admin
    // and for each screen alike; measured with drafts, bulk actions and export in: 8 kB 320.7
    // kB in 61 files, 12 kB 319.8 kB in 60 (sign-in 85.5, shell 56.8). The merged files rarely
    // hold a module their screen does not use (2 kB at most per screen).
    minify: 'terser',
    terserOptions: {
      compress: { passes: 3, ecma: 2020, pure_getters: true, unsafe_arrows: true },
      mangle: { toplevel: true },
      format: { comments: false, ecma: 2020 },
    },
    // Every browser the admin supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rollupOptions: { output: { experimentalMinChunkSize: 12_000 } },
  },
});
