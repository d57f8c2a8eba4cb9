// `pnpm --filter @shop/sandbox stack`: the stack with the options of the environment. MOCK_PORT
// (default 4010) is the front server's, the port the admin's dev and preview servers proxy
// /api to; the sandbox reads SANDBOX_PORT (default 4012), SANDBOX_ACCESS_TTL and SANDBOX_SECRET
// itself; SANDBOX_DATA and SANDBOX_QUIET=1 as in the sandbox's own main.ts.
import { dataFileFromEnv } from '../data-file';
import { startStack } from './index';

const port = Number(process.env.MOCK_PORT || 4010);
const dataFile = dataFileFromEnv();

const stack = await startStack({
  port,
  sandbox: { dataFile, quiet: process.env.SANDBOX_QUIET === '1' },
});
process.stdout.write(
  `API at ${stack.url} (sandbox ${stack.sandboxUrl} behind Prism's validating proxy; ` +
    `sign in as admin / admin123)` +
    (dataFile ? `, data in ${dataFile}\n` : '\n'),
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
