import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * Runs deploy/nginx/admin.conf as the admin's container does, beside any system nginx: its
 * start-up steps (deploy/render.sh: the scripts of deploy/docker-entrypoint.d and envsubst
 * over the template, as the nginx image's entrypoint runs them), then Debian's nginx with
 * deploy/nginx/local.conf on its own port, every file it writes in a temporary directory.
 * scripts/ensure-nginx.mjs installs nginx and envsubst before the suite; this only starts them.
 */
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** The deployment's variables (ADMIN_…, deploy/README.md), as a container would get them. */
export type DeployEnv = Record<string, string>;
export type StepsResult = { code: number | null; output: string };

function run(command: string, args: string[], env: DeployEnv): Promise<StepsResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/**
 * The start-up steps with `env` as the whole environment (and PATH): admin.conf into `outDir`,
 * config.json into ADMIN_ROOT when the environment sets it. Resolves with what they printed.
 */
export function runStartSteps(outDir: string, env: DeployEnv): Promise<StepsResult> {
  return run('sh', [path.join(deployDir, 'render.sh'), outDir], {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    ...env,
  });
}

/** admin.conf as the start-up steps write it for `env`. */
export async function generatedAdminConf(env: DeployEnv): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'admin-conf-'));
  try {
    const { code, output } = await runStartSteps(dir, env);
    if (code !== 0) throw new Error(`the start-up steps failed:\n${output}`);
    return await readFile(path.join(dir, 'admin.conf'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type Nginx = { url: string; stop: () => Promise<void> };

async function waitForHttp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log()}`);
    const isUp = await fetch(url).then(
      () => true,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer ${url} within 15 s:\n${log()}`);
}

/** The variables that make the start-up steps write config.json into the served folder. */
const CONFIG_VARIABLES = ['ADMIN_API_BASE_URL', 'ADMIN_YANDEX_MAPS_API_KEY'];

/**
 * Serves the build in `root` on 127.0.0.1:`port` with the API proxied to `apiUpstream`
 * (host:port), the rest of the configuration from `env` (defaults otherwise). When `env` sets
 * config.json's variables, the build is copied first and the steps write config.json into the
 * copy, as in the container.
 */
export async function startNginx(options: {
  port: number;
  root: string;
  apiUpstream: string;
  env?: DeployEnv;
}): Promise<Nginx> {
  const env = options.env ?? {};
  const dir = await mkdtemp(path.join(tmpdir(), 'admin-nginx-'));
  // Run as root, nginx serves files from worker processes of an unprivileged user.
  await chmod(dir, 0o755);
  let root = options.root;
  if (CONFIG_VARIABLES.some((name) => name in env)) {
    root = path.join(dir, 'site');
    await cp(options.root, root, { recursive: true });
  }
  const steps = await runStartSteps(dir, {
    ADMIN_LISTEN: `127.0.0.1:${options.port}`,
    ADMIN_SERVER_NAME: 'localhost',
    ADMIN_ROOT: root,
    ADMIN_API_UPSTREAM: options.apiUpstream,
    ...env,
  });
  if (steps.code !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`the start-up steps failed:\n${steps.output}`);
  }
  await cp(path.join(deployDir, 'nginx/local.conf'), path.join(dir, 'local.conf'));

  const args = [
    '-p',
    `${dir}/`,
    '-c',
    path.join(dir, 'local.conf'),
    '-e',
    path.join(dir, 'error.log'),
  ];
  args.push('-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`);
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => output;
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/healthz`, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** What a call brought to the backend. */
export type Echo = { method: string; path: string; headers: IncomingHttpHeaders; bytes: number };
export type EchoBackend = { upstream: string; stop: () => Promise<void> };

/**
 * A backend that answers every call with what reached it (an Echo, as JSON): after `delayMs`
 * milliseconds when the query has it, padded with `pad` characters when it has that.
 */
export async function startEchoBackend(): Promise<EchoBackend> {
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://echo');
      const echo: Echo = {
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        bytes,
      };
      const body = JSON.stringify({
        ...echo,
        pad: 'x'.repeat(Number(url.searchParams.get('pad'))),
      });
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
        },
        Number(url.searchParams.get('delayMs')),
      );
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    upstream: `127.0.0.1:${port}`,
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A Content-Security-Policy header as directive → sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = header.split(';').map((part) => part.trim().split(/\s+/));
  return new Map(
    directives.filter(([name]) => name).map(([name = '', ...sources]) => [name, sources]),
  );
}

/**
 * Collects what a broken policy shows in the page: `securitypolicyviolation` events (the
 * directive and what it blocked) and console errors (Chromium logs each refusal there too).
 */
export async function watchPageProblems(
  page: Page,
): Promise<{ violations: string[]; consoleErrors: string[] }> {
  const problems = { violations: [] as string[], consoleErrors: [] as string[] };
  await page.exposeFunction('__reportCspViolation', (violation: string) => {
    problems.violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)
        .__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  return problems;
}
