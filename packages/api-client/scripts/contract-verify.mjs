// `pnpm contract:verify <base-url>`: checks a running server against the spec.
// Prism proxies the server with --errors, so every request or JSON response that breaks the
// contract comes back as an error with Prism's validation report; the contract suite then
// runs every operation through that proxy. Multipart uploads and the file download go to the
// server directly (Prism's proxy mangles binary bodies) and are checked by the suite's zod
// schemas and header assertions.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPrism } from '@shop/api-spec/prism';

const upstream = process.argv[2];
if (!upstream || !/^https?:\/\//.test(upstream)) {
  console.error(
    'Usage: pnpm contract:verify <base-url>   e.g. pnpm contract:verify http://localhost:5000',
  );
  process.exit(2);
}

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const proxy = await startPrism({ mode: 'proxy', upstream, port: await freePort() });
console.log(`Verifying ${upstream} against the contract through the Prism proxy at ${proxy.url}`);
const child = spawn(
  process.execPath,
  [vitest, 'run', '--config', 'vitest.contract.config.ts', '--reporter', 'default'],
  {
    cwd: packageDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      CONTRACT_BASE_URL: proxy.url,
      CONTRACT_DIRECT_URL: upstream.replace(/\/$/, ''),
    },
  },
);
const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
await proxy.stop();
console.log(
  code === 0 ? `${upstream} honours the contract.` : `${upstream} breaks the contract (see above).`,
);
process.exit(code);
