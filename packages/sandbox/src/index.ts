// @shop/sandbox: a stateful in-memory server of the contract for `npm start`, demos and
// round-trip tests. Never a production backend.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { SandboxData } from './data';
import { SandboxState } from './state';

export type SandboxOptions = {
  /** 0 = any free port; default from SANDBOX_PORT or 4012 (4011 is the e2e mock's). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Optional JSON persistence (env SANDBOX_DATA): loaded at start if present, rewritten after each change. */
  dataFile?: string;
  /** Default 900 (15 min); env SANDBOX_ACCESS_TTL. */
  accessTokenTtlSeconds?: number;
  /** HS256 secret; default a fixed dev secret or env SANDBOX_SECRET. */
  secret?: string;
  /** No request log. */
  quiet?: boolean;
};

export type Sandbox = {
  url: string;
  stop(): Promise<void>;
  reset(): void;
  dump(): SandboxData;
};

export type { SandboxData } from './data';

export const DEFAULT_PORT = 4012;
// Fixed so that tokens survive a restart of `npm start`; the sandbox is never a production backend.
const DEV_SECRET = 'shop-sandbox-development-secret-not-for-production';

function envNumber(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? envNumber('SANDBOX_PORT') ?? DEFAULT_PORT;
  const state = new SandboxState(options.dataFile ?? (process.env.SANDBOX_DATA || undefined));
  const app = createApp(state, {
    secret: options.secret ?? (process.env.SANDBOX_SECRET || DEV_SECRET),
    accessTokenTtlSeconds:
      options.accessTokenTtlSeconds ?? envNumber('SANDBOX_ACCESS_TTL') ?? 15 * 60,
    log: options.quiet ? undefined : (line) => process.stdout.write(`[sandbox] ${line}\n`),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(started));
    started.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    // Stopping twice is harmless: the second call waits for the first.
    stop: () =>
      (stopped ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      })),
    reset: () => state.reset(),
    dump: () => state.dump(),
  };
}
