// `pnpm --filter @shop/sandbox start`: the sandbox with the options of the environment (the
// variables table of README.md; cli-options.ts and index.ts read them).
import { cliOptions } from './cli-options';
import { startSandbox } from './index';
import { runUntilSignal } from './run';

const options = cliOptions();

await runUntilSignal(async () => {
  const sandbox = await startSandbox(options);
  process.stdout.write(
    `Sandbox listening at ${sandbox.url} (sign in as admin / admin123)` +
      (options.dataFile ? `, data in ${options.dataFile}\n` : '\n'),
  );
  return sandbox;
});
