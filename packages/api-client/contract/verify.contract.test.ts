import { mkdtempSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specOperations } from '@shop/api-spec/operations';
import { startPrism, type PrismServer } from '@shop/api-spec/prism';
import {
  close,
  forwardingServer,
  listen,
  MOCK_LOGIN,
  parseJUnit,
  urlOf,
  verify,
  type Forwarded,
} from './verify-helpers';

const operations = specOperations();
const json = (body: unknown) => Response.json(body);

/**
 * Signs in (with any pair: this server checks nothing), then answers every other call with 200
 * and a shape the spec never promised.
 */
function wrongShapeServer(seen: string[]) {
  return listen((request) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url === '/api/user/login') return json({ token: 'a.b.c', refreshToken: 'r-1' });
    return json({ wrong: true });
  });
}

/** The summary table's line of one operation. */
const row = (output: string, operationId: string) =>
  output.split('\n').find((line) => line.startsWith(`${operationId} `)) ?? '';

/** The spec's example token pairs, which the mock answers login and refresh with. */
async function mockPairs(url: string) {
  const post = async (path: string, body: unknown) =>
    (await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json())) as { token: string; refreshToken: string };
  const login = await post('/api/user/login', { userName: 'admin', password: 'admin123' });
  const refreshed = await post('/api/user/refresh-token', {
    accessToken: login.token,
    refreshToken: login.refreshToken,
  });
  return { login, refreshed };
}

/** Runs verify through a server that forwards to `upstream` and notes every call. */
async function verifyForwarded(upstream: string, args: string[], env: Record<string, string>) {
  const seen: Forwarded[] = [];
  const forwarder = await forwardingServer(upstream, seen);
  try {
    const result = await verify([urlOf(forwarder), ...args], env);
    // Less the script's first `GET /`, which only checks that the server is up.
    return { ...result, seen: seen.filter(({ call }) => call !== 'GET /') };
  } finally {
    await close(forwarder);
  }
}

describe('pnpm contract:verify', () => {
  let upstream: PrismServer;
  let wrong: Server;
  const wrongSeen: string[] = [];
  const junitFile = path.join(mkdtempSync(path.join(tmpdir(), 'contract-junit-')), 'report.xml');
  let honoured: { code: number; output: string; seen: Forwarded[] };

  beforeAll(async () => {
    upstream = await startPrism({ port: 4031 });
    wrong = await wrongShapeServer(wrongSeen);
    // A static mock honours the shapes but keeps nothing: it answers every create with an id
    // its lists already hold. Read-only, it passes; one run serves the first four tests.
    honoured = await verifyForwarded(
      upstream.url,
      ['--read-only', '--reporter=junit', `--output-file=${junitFile}`],
      MOCK_LOGIN,
    );
  }, 120_000);

  afterAll(async () => {
    await upstream.stop();
    await close(wrong);
  });

  it('passes against a server whose answers have the contract shapes (a Prism mock)', () => {
    expect(honoured.output).toContain('honours the contract');
    expect(honoured.code, honoured.output.slice(-3000)).toBe(0);
    expect(row(honoured.output, 'getCategory')).toMatch(
      /GET \/api\/admin\/catalog\/category\/\{id\} +passed$/,
    );
    expect(row(honoured.output, 'saveCategory')).toMatch(/skipped +--read-only/);
  });

  it('--reporter=junit writes a JUnit file with one testcase per operation', () => {
    const cases = parseJUnit(readFileSync(junitFile, 'utf8'));
    expect(cases.map((c) => c.name).sort()).toEqual(
      operations.map((o) => `${o.operationId}: ${o.method} ${o.path}`).sort(),
    );
    expect(cases.find((c) => c.name.startsWith('sendPush:'))?.skipped).toBe(true);
    expect(cases.find((c) => c.name.startsWith('getCategory:'))?.skipped).toBe(false);
    expect(cases.filter((c) => c.failed)).toEqual([]);
  });

  it('signs in, refreshes once and goes on with the new pair', async () => {
    const pairs = await mockPairs(upstream.url);
    expect(pairs.refreshed.token).not.toBe(pairs.login.token);
    const [login, refresh, ...rest] = honoured.seen;
    expect(login?.call).toBe('POST /api/user/login');
    expect(refresh?.call).toBe('POST /api/user/refresh-token');
    expect(rest.length).toBeGreaterThan(20);
    expect(rest.filter((call) => call.auth !== `Bearer ${pairs.refreshed.token}`)).toEqual([]);
  });

  it('--read-only sends nothing but GET calls, login and refresh', () => {
    const writes = honoured.seen.map(({ call }) => call).filter((call) => !call.startsWith('GET '));
    expect(writes).toEqual(['POST /api/user/login', 'POST /api/user/refresh-token']);
    // Every GET operation still ran (but the download, which needs CONTRACT_FILE_ID).
    const gets = operations.filter((o) => o.method === 'GET' && o.operationId !== 'downloadFile');
    for (const get of gets) expect(row(honoured.output, get.operationId)).toMatch(/ passed$/);
  });

  it('never deletes what a create answered with an id a list already held', async () => {
    const result = await verifyForwarded(upstream.url, [], MOCK_LOGIN);
    expect(result.code).toBe(1);
    expect(row(result.output, 'saveCategory')).toMatch(
      /failed +the new category .* got id \d+, which a read listed before the create/,
    );
    expect(result.output).toMatch(/not deleted: the server answered an existing id/);
    expect(result.seen.filter(({ call }) => call.startsWith('DELETE '))).toEqual([]);
  }, 120_000);

  it('uses CONTRACT_TOKEN as given, without signing in', async () => {
    const result = await verifyForwarded(upstream.url, ['--read-only'], {
      CONTRACT_TOKEN: 'token.from.the.team',
    });
    expect(result.code, result.output.slice(-3000)).toBe(0);
    expect(row(result.output, 'loginUser')).toMatch(/skipped +CONTRACT_TOKEN is given/);
    expect(row(result.output, 'refreshToken')).toMatch(/skipped +no refresh token/);
    expect(result.seen.length).toBeGreaterThan(10);
    expect(result.seen.filter((call) => call.auth !== 'Bearer token.from.the.team')).toEqual([]);
  }, 120_000);

  it('fails with a readable report against a server that returns a wrong shape', async () => {
    const result = await verify([urlOf(wrong)], MOCK_LOGIN);
    expect(result.code).toBe(1);
    expect(result.output).toContain('breaks the contract');
    // Prism's proxy names the violated property; the report adds what the server sent.
    expect(row(result.output, 'listCities')).toMatch(
      /failed +Prism 500: Response body must have required property 'items'/,
    );
    expect(result.output).toContain('The server answered 200: {"wrong":true}');
    // It said it made a city but gave no id: the run cannot delete it, and says so.
    expect(result.output).toMatch(/- city "Проверка контракта [-\d :]+: город".*delete it by hand/);
  }, 120_000);

  it('without credentials, stops with the usage before calling the server', async () => {
    wrongSeen.length = 0;
    const result = await verify([urlOf(wrong)]);
    expect(result.code).toBe(2);
    expect(result.output).toContain('No credentials: set CONTRACT_USERNAME and CONTRACT_PASSWORD');
    expect(result.output).toContain('Usage: pnpm contract:verify <base-url>');
    expect(wrongSeen).toEqual([]);
  }, 30_000);

  it('prints every option and variable with --help', async () => {
    const result = await verify(['--help']);
    expect(result.code).toBe(0);
    for (const text of ['--read-only', '--allow=', '--reporter=junit', '--output-file=']) {
      expect(result.output).toContain(text);
    }
    for (const name of [
      'CONTRACT_USERNAME',
      'CONTRACT_TOKEN',
      'CONTRACT_ORDER_ID',
      'CONTRACT_FILE_ID',
    ]) {
      expect(result.output).toContain(name);
    }
  }, 30_000);
});
