// `pnpm --filter @shop/sandbox start`: the sandbox with the options of the environment
// (SANDBOX_PORT, SANDBOX_DATA, SANDBOX_ACCESS_TTL, SANDBOX_SECRET, SANDBOX_QUIET=1).
import { dataFileFromEnv } from './data-file';
import { startSandbox } from './index';

const dataFile = dataFileFromEnv();

const sandbox = await startSandbox({ dataFile, quiet: process.env.SANDBOX_QUIET === '1' });
process.stdout.write(
  `Sandbox listening at ${sandbox.url} (sign in as admin / admin123)` +
    (dataFile ? `, data in ${dataFile}\n` : '\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await sandbox.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
