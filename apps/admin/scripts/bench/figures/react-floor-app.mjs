// The page under the deep-link floors (bench/react-floor): React alone, built with the admin's
// Vite and React and served by its own `vite preview`, so a new tab of it shows what starting
// React costs on this machine before any of the admin's code runs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticPreview } from '../servers.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const floorDir = path.join(appDir, 'scripts/bench/react-floor');
const vite = path.join(appDir, 'node_modules/vite/bin/vite.js');
const PORT = Number(process.env.BENCH_REACT_FLOOR_PORT ?? 4304);

let ready;

/** Builds and serves the page once per bench run; resolves with its address. */
export function reactFloorApp(env) {
  ready ??= (async () => {
    env.log('React floor: vite build');
    const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: floorDir,
      encoding: 'utf8',
    });
    if (built.status !== 0) {
      throw new Error(`React floor: vite build failed:\n${built.stdout}\n${built.stderr}`);
    }
    await startStaticPreview(floorDir, vite, PORT);
    return { base: `http://127.0.0.1:${PORT}` };
  })();
  return ready;
}
