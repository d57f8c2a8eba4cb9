// `pnpm stack`: MOCK_PORT (default 4010) is the front server's, where the admin proxies /api.
import { cliOptions } from '../cli-options';
import { runUntilSignal } from '../run';
import { startStack } from './index';

const port = Number(process.env.MOCK_PORT || 4010);
const sandbox = cliOptions();

await runUntilSignal(async () => {
  const stack = await startStack({ port, sandbox });
  process.stdout.write(
    `API at ${stack.url} (sandbox ${stack.sandboxUrl} behind Prism's validating proxy; ` +
      `sign in as admin / admin123)` +
      (sandbox.dataFile ? `, data in ${sandbox.dataFile}\n` : '\n'),
  );
  return stack;
});
