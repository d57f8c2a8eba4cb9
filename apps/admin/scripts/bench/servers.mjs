// The Prism mock, `vite preview` of the bench build and of the reference app, and the sandbox of
// the load figure, each in its own process group.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const children = new Set();

function start(command, args, { cwd, env, ready, timeoutMs = 60_000 }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} ${args.join(' ')} did not start:\n${log}`)),
      timeoutMs,
    );
    const onData = (data) => {
      log += data;
      if (ready.test(log)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      children.delete(child);
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${log}`));
    });
  });
}

export const startMock = (cwd, port) =>
  start(process.execPath, ['../../packages/api-spec/scripts/mock.mjs'], {
    cwd,
    env: { MOCK_PORT: String(port) },
    ready: /Prism is listening/,
  });

export const startPreview = (cwd, vite, outDir, mockPort, port) =>
  start(process.execPath, [vite, 'preview', '--outDir', outDir], {
    cwd,
    env: { MOCK_PORT: String(mockPort), PREVIEW_PORT: String(port) },
    ready: new RegExp(`127\\.0\\.0\\.1:${port}`),
  });

/** `vite preview` of another app's build (the reference app of the login figures), from `dir`. */
export const startStaticPreview = (dir, vite, port) =>
  start(
    process.execPath,
    [vite, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: dir,
      ready: new RegExp(`127\\.0\\.0\\.1:${port}`),
    },
  );

const sandboxDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/sandbox',
);

/**
 * The sandbox as `pnpm --filter @shop/sandbox start` runs it (its own process, so the load tool
 * does not share its event loop), keeping its data in `dataFile`, without the request log.
 */
export const startSandbox = (port, dataFile) =>
  start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: sandboxDir,
    env: { SANDBOX_PORT: String(port), SANDBOX_DATA: dataFile, SANDBOX_QUIET: '1' },
    ready: /Sandbox listening at/,
  });

/** Stops one server this module started (its whole process group), killing it after 5 s. */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Stops every server this module started. */
export async function stopAll() {
  await Promise.all([...children].map(stop));
  children.clear();
}
