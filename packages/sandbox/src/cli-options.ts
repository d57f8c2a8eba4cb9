// What a trainer sets beyond startSandbox's own variables (README's table).
import { dataFileFromEnv } from './data-file';
import { parseInterval } from './demo/order-feed';
import type { SandboxOptions } from './index';

/** About as long as the real iiko sync takes, so a demo shows the admin waiting for it. */
const DEFAULT_SYNC_MS = 3000;

function syncDelay(): number {
  const value = Number(process.env.SANDBOX_SYNC_MS);
  return process.env.SANDBOX_SYNC_MS && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_SYNC_MS;
}

export function cliOptions(): SandboxOptions {
  return {
    dataFile: dataFileFromEnv(),
    quiet: process.env.SANDBOX_QUIET === '1',
    syncDelayMs: syncDelay(),
    orderEveryMs: parseInterval(process.env.SANDBOX_ORDER_EVERY),
  };
}
