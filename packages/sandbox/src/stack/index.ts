// The stack behind `npm start`: the sandbox, Prism's validating proxy, and a front router.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { operationMatcher } from '@shop/api-spec/operations';
import { startPrism } from '@shop/api-spec/prism';
import { startSandbox, type SandboxOptions } from '../index';
import { freePort } from './free-port';
import { createStackApp } from './router';

export type StackOptions = {
  /** The front server's port; 0 = any free port. */
  port: number;
  host?: string;
  sandbox?: SandboxOptions;
};

export type Stack = {
  /** The front server: what the admin's /api and /media proxies point at. */
  url: string;
  sandboxUrl: string;
  stop(): Promise<void>;
};

type Stoppable = { stop(): Promise<void> };

/** Stops in reverse order of starting; every one is tried even if another fails. */
async function stopAll(started: Stoppable[]): Promise<void> {
  const results = await Promise.allSettled([...started].reverse().map((part) => part.stop()));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

function listen(app: ReturnType<typeof createStackApp>, port: number, host: string) {
  return new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(server));
    server.once('error', reject);
  });
}

export async function startStack({ port, host = '127.0.0.1', sandbox = {} }: StackOptions) {
  const started: Stoppable[] = [];
  try {
    const upstream = await startSandbox({ host, ...sandbox });
    started.push(upstream);
    const prism = await startPrism({
      mode: 'proxy',
      upstream: upstream.url,
      port: await freePort(host),
      host,
    });
    started.push(prism);
    const operationOf = operationMatcher();
    const isBinary = (method: string, pathname: string) =>
      operationOf(method, pathname)?.isBinary ?? false;
    const app = createStackApp({ prismUrl: prism.url, sandboxUrl: upstream.url, isBinary });
    const server = await listen(app, port, host);
    started.push({
      stop: () =>
        new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          if ('closeAllConnections' in server) server.closeAllConnections();
        }),
    });
    const { port: actualPort } = server.address() as AddressInfo;
    let stopped: Promise<void> | undefined;
    const stack: Stack = {
      url: `http://${host}:${actualPort}`,
      sandboxUrl: upstream.url,
      // Idempotent: the second call waits for the first.
      stop: () => (stopped ??= stopAll(started)),
    };
    return stack;
  } catch (error) {
    await stopAll(started).catch(() => undefined);
    throw error;
  }
}
