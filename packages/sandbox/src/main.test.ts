// `pnpm start` as a trainer meets it: a broken data file ends the start with exit code 1 and a
// message naming it; SIGTERM writes the last change before the process ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-main-'));
  folders.push(folder);
  return path.join(folder, 'data.json');
}

function startMain(dataFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, SANDBOX_DATA: dataFile, SANDBOX_PORT: '0', SANDBOX_QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /listening at (http:\/\/\S+?) /.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    void exit.then(() => reject(new Error(`exited: ${stderr}`)));
  });
  url.catch(() => undefined);
  return { child, exit, url, output: () => ({ stdout, stderr }) };
}

describe('pnpm start (main.ts)', () => {
  it('exits 1 on a truncated data file, naming it, and leaves it as it was', async () => {
    const file = tempFile();
    writeFileSync(file, '{"version":2,"categories":[{"id":1,');
    const main = startMain(file);
    expect(await main.exit).toBe(1);
    expect(main.output().stderr).toContain(file);
    expect(main.output().stderr).toMatch(/not valid JSON/);
    expect(readFileSync(file, 'utf8')).toBe('{"version":2,"categories":[{"id":1,');
  });

  it('writes the last change on SIGTERM', async () => {
    const file = tempFile();
    const main = startMain(file);
    const url = await main.url;
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: 'admin123' }),
    });
    expect(login.status).toBe(200);
    main.child.kill('SIGTERM');
    expect(await main.exit).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).refreshTokens).toHaveLength(1);
  });
});
