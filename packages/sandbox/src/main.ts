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
