// A stateful in-memory server of the contract for demos and tests; never a production backend.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { SandboxData } from './data';
import { startOrderFeed } from './demo/order-feed';
import { allowedHostsFrom } from './http/host-check';
import { SandboxState } from './state';

export type SandboxOptions = {
  /** 0 = any free port; default from SANDBOX_PORT or 4012 (4011 is the e2e mock's). */
  port?: number;
  /** Default SANDBOX_HOST or 127.0.0.1; 0.0.0.0 opens the sandbox to the network. */
  host?: string;
  /** JSON persistence (SANDBOX_DATA): loaded at start (DataFileError if unusable), kept written. */
  dataFile?: string;
  /** The longest a change waits before the data file is written; default 200 ms. */
  writeDelayMs?: number;
  /** Default 900 (15 min); env SANDBOX_ACCESS_TTL. */
  accessTokenTtlSeconds?: number;
  /** HS256 secret; default env SANDBOX_SECRET, else the one kept in the data file (or random). */
  secret?: string;
  quiet?: boolean;
  /** How long the iiko sync takes to answer; default 0 (the CLI: SANDBOX_SYNC_MS or 3000). */
  syncDelayMs?: number;
  /** A new order every so many ms (the CLI: SANDBOX_ORDER_EVERY); default none. */
  orderEveryMs?: number;
};

export type Sandbox = {
  url: string;
  flush(): Promise<void>;
  stop(): Promise<void>;
  reset(): void;
  dump(): SandboxData;
};

export type { SandboxData } from './data';
export { DataFileError } from './persistence/errors';

export const DEFAULT_PORT = 4012;
/** Listening on every interface; the sandbox's own URL then names the loopback address. */
const WILDCARD_HOSTS: ReadonlySet<string> = new Set(['0.0.0.0', '::']);

function envNumber(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? (process.env.SANDBOX_HOST || '127.0.0.1');
  const port = options.port ?? envNumber('SANDBOX_PORT') ?? DEFAULT_PORT;
  const state = new SandboxState(options.dataFile ?? (process.env.SANDBOX_DATA || undefined), {
    writeDelayMs: options.writeDelayMs,
  });
  if (state.backup)
    process.stderr.write(`[sandbox] data file migrated; original kept as ${state.backup}\n`);
  for (const leftover of state.leftovers) {
    process.stderr.write(`[sandbox] removed ${leftover}, left by a write that was cut off\n`);
  }
  const app = createApp(state, {
    secret: options.secret ?? (process.env.SANDBOX_SECRET || state.secret),
    allowedHosts: allowedHostsFrom(process.env.SANDBOX_ALLOWED_HOSTS, host),
    accessTokenTtlSeconds:
      options.accessTokenTtlSeconds ?? envNumber('SANDBOX_ACCESS_TTL') ?? 15 * 60,
    log: options.quiet ? undefined : (line) => process.stdout.write(`[sandbox] ${line}\n`),
    syncDelayMs: options.syncDelayMs,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(started));
    started.once('error', reject);
  });
  const stopFeed = options.orderEveryMs ? startOrderFeed(state, options.orderEveryMs) : () => {};
  const address = server.address() as AddressInfo;
  const urlHost = WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
  let stopped: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${address.port}`,
    // Idempotent; the last changes are written even when closing the server fails.
    stop: () =>
      (stopped ??= close()
        .finally(stopFeed)
        .finally(() => state.flush())
        .finally(() => state.uploads.dispose())),
    flush: () => state.flush(),
    // The stale upload files go in the background; stop() and flush() wait for that.
    reset: () => void state.reset(),
    dump: () => state.dump(),
  };
}
