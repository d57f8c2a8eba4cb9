// `docs`: dist/api-docs/index.html with Swagger UI and the contract inlined, so it opens with no
// network (no CDN, fonts or validator badge); the admin's dev and preview servers serve /api-docs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIfStale } from './bundle.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC = path.join(root, 'dist/openapi.json');
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
export const API_DOCS_FILE = path.join(root, 'dist/api-docs/index.html');

/** JSON inside a <script>: `<` escaped so no text in the contract can close the element. */
const scriptJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');
/** The bundles end with a source-map comment; the page must not point at files it lacks. */
const withoutSourceMap = (code) => code.replace(/\/[*/]# sourceMappingURL=\S+(\s*\*\/)?\s*$/, '');

/** What the page is built from: a different contract or Swagger UI means a rebuild. */
function sourceHash(specText) {
  const version = JSON.parse(readFileSync(path.join(swaggerDir, 'package.json'), 'utf8')).version;
  return createHash('sha256').update(specText).update(version).digest('hex').slice(0, 16);
}

function page(specText, hash) {
  const spec = JSON.parse(specText);
  const css = withoutSourceMap(readFileSync(path.join(swaggerDir, 'swagger-ui.css'), 'utf8'));
  const js = withoutSourceMap(readFileSync(path.join(swaggerDir, 'swagger-ui-bundle.js'), 'utf8'));
  const options = {
    dom_id: '#swagger-ui',
    spec,
    // The default validator is a request to validator.swagger.io.
    validatorUrl: null,
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
    // BaseLayout without the standalone preset: its top bar would load specs by URL.
    layout: 'BaseLayout',
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="api-docs-source" content="${hash}">
<title>${spec.info.title} ${spec.info.version}: API reference</title>
<link rel="icon" href="data:,">
<style>${css}
body { margin: 0; font-family: system-ui, sans-serif; }
</style>
</head>
<body>
<div id="swagger-ui"></div>
<script>${js}</script>
<script>
window.ui = SwaggerUIBundle(Object.assign(${scriptJson(options)}, {
  presets: [SwaggerUIBundle.presets.apis],
}));
</script>
</body>
</html>
`;
}

export function buildApiDocs() {
  bundleIfStale();
  const specText = readFileSync(SPEC, 'utf8');
  mkdirSync(path.dirname(API_DOCS_FILE), { recursive: true });
  writeFileSync(API_DOCS_FILE, page(specText, sourceHash(specText)));
  return API_DOCS_FILE;
}

/** The reference, rebuilt first when it is missing or was built from another contract. */
export function ensureApiDocs() {
  bundleIfStale();
  if (existsSync(API_DOCS_FILE)) {
    const built = /<meta name="api-docs-source" content="(\w+)">/.exec(
      readFileSync(API_DOCS_FILE, 'utf8').slice(0, 1000),
    )?.[1];
    if (built === sourceHash(readFileSync(SPEC, 'utf8'))) return API_DOCS_FILE;
  }
  return buildApiDocs();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`API reference written to ${path.relative(process.cwd(), buildApiDocs())}`);
}
