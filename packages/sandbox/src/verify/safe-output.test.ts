import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerify } from './run-verify';

// Opaque (not JWT-looking) tokens: only the run knows them to be secrets.
const PASSWORD = 'pa55-w0rd-echoed';
const ACCESS = 'opaque-access-7f3a9c';
const REFRESH = 'opaque-refresh-91bc2e';

/**
 * Signs in once; then answers every call, a second login included, with a 500 that echoes the
 * call's Authorization header and body (so the refresh token and the password come back).
 */
function echoServer(): Promise<Server> {
  let signedIn = false;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/api/user/login' && !signedIn) {
      signedIn = true;
      return reply(200, { token: ACCESS, refreshToken: REFRESH });
    }
    const sent = Buffer.concat(chunks).toString().slice(0, 300);
    return reply(500, {
      message: `echo: Authorization ${request.headers.authorization ?? 'none'}, body ${sent}`,
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('contract:verify prints no secret', () => {
  let server: Server;

  beforeAll(async () => {
    server = await echoServer();
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('redacts echoed tokens and the password in the log and the JUnit file', async () => {
    const junit = path.join(mkdtempSync(path.join(tmpdir(), 'verify-secrets-')), 'junit.xml');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const run = await runVerify(url, ['--reporter=junit', `--output-file=${junit}`], {
      CONTRACT_USERNAME: 'admin',
      CONTRACT_PASSWORD: PASSWORD,
      CONTRACT_CHECKS: 'none',
    });
    expect(run.code).toBe(1);
    const report = readFileSync(junit, 'utf8');
    // The echoes did reach both, redacted.
    expect(run.output).toContain('echo: Authorization Bearer [redacted]');
    expect(report).toContain('[redacted]');
    for (const secret of [PASSWORD, ACCESS, REFRESH]) {
      expect(run.output).not.toContain(secret);
      expect(report).not.toContain(secret);
    }
  }, 60_000);
});
