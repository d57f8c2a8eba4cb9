import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * Runs deploy/nginx/admin.conf as a deployer would (placeholders filled in, included from
 * deploy/nginx/local.conf), beside any system nginx: its own port, and every file it writes in
 * a temporary directory. scripts/ensure-nginx.mjs installs nginx before the suite; this only
 * starts it.
 */
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy');
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

export type AdminConfValues = {
  ADMIN_LISTEN: string;
  ADMIN_SERVER_NAME: string;
  ADMIN_ROOT: string;
  ADMIN_API_UPSTREAM: string;
};

/** What `envsubst` with the four names does: every other `$` stays nginx's. */
export function fillAdminConf(template: string, values: AdminConfValues): string {
  const filled = template.replace(/\$\{(ADMIN_[A-Z_]+)\}/g, (whole, name: string) =>
    name in values ? values[name as keyof AdminConfValues] : whole,
  );
  const left = /\$\{[A-Z_]+\}/.exec(filled);
  if (left) throw new Error(`admin.conf still has the placeholder ${left[0]}`);
  return filled;
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

/**
 * Serves the build in `root` on 127.0.0.1:`port` with the API proxied to `apiUpstream`
 * (host:port). `config` (optional) is written as the environment's config.json: the build is
 * then copied first, as a deployment that writes its own config.json does.
 */
export async function startNginx(options: {
  port: number;
  root: string;
  apiUpstream: string;
  config?: Record<string, string>;
}): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'admin-nginx-'));
  // Run as root, nginx serves files from worker processes of an unprivileged user.
  await chmod(dir, 0o755);
  let root = options.root;
  if (options.config) {
    root = path.join(dir, 'site');
    await cp(options.root, root, { recursive: true });
    await writeFile(path.join(root, 'config.json'), JSON.stringify(options.config));
  }
  const template = await readFile(path.join(deployDir, 'nginx/admin.conf'), 'utf8');
  await writeFile(
    path.join(dir, 'admin.conf'),
    fillAdminConf(template, {
      ADMIN_LISTEN: `127.0.0.1:${options.port}`,
      ADMIN_SERVER_NAME: 'localhost',
      ADMIN_ROOT: root,
      ADMIN_API_UPSTREAM: options.apiUpstream,
    }),
  );
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
    await waitForHttp(`${url}/config.json`, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
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
