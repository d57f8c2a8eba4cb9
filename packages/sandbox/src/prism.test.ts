// The sandbox behind Prism's validating proxy: every JSON operation, called with a token from
// login, must pass Prism's request and response checks (a violation comes back as an error
// status with a `validation` report). Binary operations are left out: the proxy mangles them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specOperations } from '@shop/api-spec/operations';
import { startPrism, type PrismServer } from '@shop/api-spec/prism';
import { startSandbox, type Sandbox } from './index';
import { operationCases, type OperationCase } from './test/cases';
import { caller, login, overHttp, pngFile } from './test/harness';

const PRISM_PORT = 4161;
const jsonOperations = specOperations().filter((operation) => !operation.isBinary);

let sandbox: Sandbox;
let prism: PrismServer;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
  prism = await startPrism({ mode: 'proxy', upstream: sandbox.url, port: PRISM_PORT });
});

afterAll(async () => {
  await prism?.stop();
  await sandbox?.stop();
});

function caseOf(operationId: string): OperationCase {
  const found = Object.entries(operationCases).find(([id]) => id === operationId)?.[1];
  if (!found) throw new Error(`no case for ${operationId}`);
  return found;
}

describe('the sandbox behind the Prism proxy', () => {
  it('proxies the JSON operations, not the binary ones', () => {
    expect(jsonOperations.length).toBeGreaterThanOrEqual(50);
    expect(jsonOperations.map((operation) => operation.operationId)).not.toContain('downloadFile');
  });

  it('answers every JSON operation without a contract violation', async () => {
    const transport = overHttp(prism.url);
    const { token } = await login(transport);
    const context = {
      api: caller(transport, token),
      anonymous: caller(transport),
      data: () => sandbox.dump(),
      image: () => pngFile(),
    };
    const failures: string[] = [];
    for (const operation of jsonOperations) {
      const reply = await caseOf(operation.operationId)(context);
      if (reply.status >= 300) {
        failures.push(`${operation.operationId}: ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('carries ETag and If-Match both ways, and a stale save is the contract’s 412', async () => {
    const transport = overHttp(prism.url);
    const api = caller(transport, (await login(transport)).token);
    const read = await api.get('/api/admin/city/1');
    const tag = read.response.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^".+"$/);
    const city = { ...Object(read.body), name: 'Калининград (проверка Prism)' };
    const saved = await api.post('/api/admin/city', city, { 'If-Match': tag });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.response.headers.get('ETag')).not.toBe(tag);
    const stale = await api.post('/api/admin/city', city, { 'If-Match': tag });
    expect(stale.status).toBe(412);
    expect(stale.response.headers.get('Content-Type')).toContain('application/problem+json');
    expect(stale.body).toMatchObject({ status: 412, title: 'Запись изменил другой пользователь' });
  });
});
