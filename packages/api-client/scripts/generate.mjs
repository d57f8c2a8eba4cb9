// The bundled contract into src/generated: types.ts by openapi-typescript, zod/ by
// @hey-api/openapi-ts as zod/mini, which tree-shakes (docs/decisions/002-zod-generator.md).
// `--check` fails when the committed output differs, so CI catches a client not regenerated.
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir, cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { createClient } from '@hey-api/openapi-ts';
import * as prettier from 'prettier';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..');
const committedDir = path.join(packageDir, 'src/generated');
const specPath = require.resolve('@shop/api-spec/openapi.json');
const isCheck = process.argv.includes('--check');

const BANNER = '// Generated from @shop/api-spec by `pnpm generate`. Do not edit by hand.\n';

async function generateTypes(outDir) {
  const spec = JSON.parse(await readFile(specPath, 'utf8'));
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  const ast = await openapiTS(spec, {
    // Multipart file fields are sent as Blob/File; openapi-typescript would say string.
    transform(schemaObject) {
      if (schemaObject.format === 'binary') return blob;
      return undefined;
    },
  });
  await writeFile(path.join(outDir, 'types.ts'), BANNER + astToString(ast));
}

async function generateZod(outDir) {
  const zodDir = path.join(outDir, 'zod');
  await createClient({
    input: specPath,
    output: { path: zodDir },
    logs: { level: 'silent' },
    plugins: [{ name: 'zod', compatibilityVersion: 'mini', dates: { local: true, offset: true } }],
  });
  // Only the schemas are ours to keep; the generator's own index re-exports them.
  for (const file of await readdir(zodDir)) {
    if (!['zod.gen.ts'].includes(file)) await rm(path.join(zodDir, file), { recursive: true });
  }
}

async function formatTree(dir) {
  const config = (await prettier.resolveConfig(path.join(packageDir, 'package.json'))) ?? {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    await writeFile(file, await prettier.format(text, { ...config, filepath: file }));
  }
}

async function generateInto(outDir) {
  await mkdir(outDir, { recursive: true });
  await generateTypes(outDir);
  await generateZod(outDir);
  await formatTree(outDir);
}

async function listFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(path.relative(dir, path.join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

if (isCheck) {
  const fresh = await mkdtemp(path.join(tmpdir(), 'api-client-gen-'));
  try {
    await generateInto(fresh);
    const [want, have] = [await listFiles(fresh), await listFiles(committedDir).catch(() => [])];
    const stale = [];
    if (want.join('\n') !== have.join('\n')) stale.push(`files differ: ${want} vs ${have}`);
    for (const file of want) {
      const a = await readFile(path.join(fresh, file), 'utf8');
      const b = await readFile(path.join(committedDir, file), 'utf8').catch(() => '');
      if (a !== b) stale.push(file);
    }
    if (stale.length > 0) {
      console.error(
        `Generated client is stale (${stale.join(', ')}). Run \`pnpm generate\` and commit.`,
      );
      process.exit(1);
    }
    console.log('Generated client is up to date with the spec.');
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
} else {
  const fresh = await mkdtemp(path.join(tmpdir(), 'api-client-gen-'));
  await generateInto(fresh);
  await rm(committedDir, { recursive: true, force: true });
  await cp(fresh, committedDir, { recursive: true });
  await rm(fresh, { recursive: true, force: true });
  console.log(
    `Generated ${(await listFiles(committedDir)).join(', ')} from ${path.relative(packageDir, specPath)}`,
  );
}
