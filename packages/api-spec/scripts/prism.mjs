// Starts Prism (mock or proxy) and resolves once it listens.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
export const SPEC_PATH = path.resolve(here, '../dist/openapi.json');
const PRISM_BIN = path.join(
  path.dirname(require.resolve('@stoplight/prism-cli/package.json')),
  'dist/index.js',
);

/**
 * @param {{ mode?: 'mock' | 'proxy', upstream?: string, port: number, host?: string, quiet?: boolean }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string }>}
 */
export function startPrism({ mode = 'mock', upstream, port, host = '127.0.0.1', quiet = true }) {
  const args = [PRISM_BIN, mode, SPEC_PATH];
  if (mode === 'proxy') args.push(upstream ?? '');
  // --errors: a request or (in proxy mode) a response that breaks the contract is an error.
  args.push('--errors', '--port', String(port), '--host', host);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Prism did not start within 30 s:\n${log}`));
    }, 30_000);
    const onData = (chunk) => {
      const text = chunk.toString();
      log += text;
      if (!quiet) process.stdout.write(text);
      if (/Prism is listening/.test(log)) {
        clearTimeout(timer);
        resolve({
          url: `http://${host}:${port}`,
          output: () => log,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill();
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${log}`));
    });
  });
}
