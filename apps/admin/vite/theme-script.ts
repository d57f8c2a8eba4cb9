import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';
import type { Connect, Plugin, ResolvedConfig } from 'vite';

/** The script that sets the theme class before the first paint (a classic script, not a module). */
const source = path.join(import.meta.dirname, 'theme.js');
const devPath = '/theme.js';
const tag = `src="${devPath}"`;

/**
 * Serves vite/theme.js to index.html's parser-blocking <script>: the build emits it minified
 * under a content-hashed name (cached a year, no revalidation round trip before paint), `vite
 * dev` as /theme.js. The tag is `vite-ignore`d: Vite bundles only module scripts.
 */
export function themeScript(): Plugin {
  let config: ResolvedConfig;
  let isEmitted = false;
  const serve: Connect.NextHandleFunction = (_req, res) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(readFileSync(source));
  };
  return {
    name: 'theme-script',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer: (server) => void server.middlewares.use(devPath, serve),
    async buildStart() {
      if (config.command !== 'build') return;
      const { code } = await minify(readFileSync(source, 'utf8'), {
        ecma: 2020,
        format: { comments: false },
      });
      if (!code) throw new Error(`terser returned nothing for ${source}`);
      this.emitFile({ type: 'asset', name: 'theme.js', source: code });
      isEmitted = true;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle || !isEmitted) return html;
        const asset = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.names.includes('theme.js'),
        );
        if (!asset) throw new Error('The theme script was not emitted.');
        const count = html.split(tag).length - 1;
        if (count !== 1) {
          throw new Error(`index.html must load the theme once with <script ${tag}>: ${count}.`);
        }
        return html.replace(tag, `src="${config.base}${asset.fileName}"`);
      },
    },
  };
}
