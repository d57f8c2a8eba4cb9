import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type PrismServer } from '@shop/api-spec/prism';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../scripts/contract-verify.mjs',
);

function verify(baseUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, baseUrl], {
      env: { ...process.env, CONTRACT_MOCK_PORT: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** A server that answers every call with 200 and a shape the spec never promised. */
function wrongShapeServer(): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ wrong: true }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('pnpm contract:verify', () => {
  let upstream: PrismServer;
  let wrong: Server;

  beforeAll(async () => {
    upstream = await startPrism({ port: 4031 });
    wrong = await wrongShapeServer();
  });

  afterAll(async () => {
    await upstream.stop();
    await new Promise((resolve) => wrong.close(resolve));
  });

  it('passes against a server that honours the contract (a Prism mock)', async () => {
    const result = await verify(upstream.url);
    expect(result.output).toContain('honours the contract');
    expect(result.code, result.output.slice(-3000)).toBe(0);
  }, 120_000);

  it('fails with a readable report against a server that returns a wrong shape', async () => {
    const { port } = wrong.address() as AddressInfo;
    const result = await verify(`http://127.0.0.1:${port}`);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('breaks the contract');
    // Prism's proxy names the violated property in its report.
    expect(result.output).toMatch(/must have required property|Invalid response|violat/i);
  }, 120_000);
});
