import { afterAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod/mini';
import * as schemas from '../src/schemas';
import { contractCases } from './cases';
import { describeBody, recordingClient, tinyImage } from './harness';
import { specOperations } from './spec-operations';

const operations = specOperations();
const seen = new Set<string>();
const proxied = recordingClient(inject('baseUrl'), seen);
const direct = recordingClient(inject('directUrl'), seen);

function responseSchema(operationId: string): z.ZodMiniType | undefined {
  const name = `z${operationId[0]?.toUpperCase()}${operationId.slice(1)}Response`;
  const schema: unknown = (schemas as Record<string, unknown>)[name];
  return schema instanceof z.ZodMiniType ? schema : undefined;
}

describe('every operation of the spec answers per the contract', () => {
  it.each(operations)('$operationId: $method $path', async (operation) => {
    const run = contractCases[operation.operationId];
    expect(run, `no contract case for ${operation.operationId}`).toBeDefined();
    if (!run) return;

    const result = await run({ client: operation.isBinary ? direct : proxied, image: tinyImage });

    expect(seen, 'the case must call its own operation').toContain(
      `${operation.method} ${operation.path}`,
    );
    expect(result.response.ok, await describeBody(result)).toBe(true);

    if (result.data instanceof Blob) {
      expect(result.data.size).toBeGreaterThan(0);
      expect(result.response.headers.get('Content-Disposition')).toMatch(/filename/);
      return;
    }
    const schema = responseSchema(operation.operationId);
    expect(schema, `no generated response schema for ${operation.operationId}`).toBeDefined();
    const parsed = schema?.safeParse(result.data);
    expect(parsed?.success, JSON.stringify(parsed?.error?.issues, null, 2)).toBe(true);
  });

  it('has no case for an operation the spec does not define', () => {
    const ids = new Set(operations.map((o) => o.operationId));
    expect(Object.keys(contractCases).filter((id) => !ids.has(id))).toEqual([]);
  });

  afterAll(() => {
    const covered = operations.filter((o) => seen.has(`${o.method} ${o.path}`));
    console.log(
      `Contract coverage: ${covered.length} of ${operations.length} operations exercised.`,
    );
  });
});

describe('coverage', () => {
  it('exercises every operation of the spec', () => {
    const missing = operations
      .filter((o) => !seen.has(`${o.method} ${o.path}`))
      .map((o) => o.operationId);
    expect(missing).toEqual([]);
    expect(operations.length).toBe(59);
  });
});
