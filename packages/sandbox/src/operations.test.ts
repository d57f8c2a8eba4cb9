import { describe, expect, it } from 'vitest';
import { responseSchema } from '@shop/api-client/contract/response-schema';
import { specOperations } from '@shop/api-spec/operations';
import { contentDisposition } from './routes/files';
import { operationCases } from './test/cases';
import { caller, createTestSandbox, login, pngFile } from './test/harness';

const operations = specOperations();
const STRONG_TAG = /^"[\w-]{16}"$/;
const sandbox = createTestSandbox();
const token = (await login(sandbox.transport)).token;
const context = {
  api: caller(sandbox.transport, token),
  anonymous: sandbox.anonymous,
  data: () => sandbox.state.data,
  image: () => pngFile(),
};

describe('every operation of the contract', () => {
  it('has a case for each of the 60 operations and none besides', () => {
    expect(operations).toHaveLength(60);
    expect(Object.keys(operationCases).sort()).toEqual(operations.map((o) => o.operationId).sort());
  });

  it.each(operations)(
    '$operationId ($method $path) answers per its response schema',
    async (op) => {
      const run = Object.entries(operationCases).find(([id]) => id === op.operationId)?.[1];
      if (!run) throw new Error(`no case for ${op.operationId}`);
      const reply = await run(context);
      expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
      // Reads, saves and creates alike: the version of what was shown or stored.
      if (op.sendsETag) expect(reply.response.headers.get('ETag')).toMatch(STRONG_TAG);
      if (op.operationId === 'downloadFile') {
        expect(reply.response.headers.get('Content-Type')).toBe('application/octet-stream');
        const file = sandbox.state.data.files[0];
        expect(reply.response.headers.get('Content-Disposition')).toBe(
          contentDisposition(file?.fileName ?? ''),
        );
        return;
      }
      if (reply.status === 204) {
        expect(reply.body).toBe('');
        return;
      }
      expect(reply.response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const schema = responseSchema(op.operationId);
      expect(schema, `no generated response schema for ${op.operationId}`).toBeDefined();
      const parsed = schema?.safeParse(reply.body);
      expect(parsed?.success, JSON.stringify(parsed?.success ? null : parsed?.error.issues)).toBe(
        true,
      );
    },
  );
});
