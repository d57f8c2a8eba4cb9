import { describe, expect, it } from 'vitest';
import { binaryOperationMatcher } from './operations';

describe('binaryOperationMatcher on the bundled contract', () => {
  const isBinary = binaryOperationMatcher();

  it('finds the multipart uploads and the file download', () => {
    expect(isBinary('POST', '/api/admin/catalog/image/save')).toBe(true);
    expect(isBinary('POST', '/api/admin/common/slider/add')).toBe(true);
    expect(isBinary('GET', '/api/file/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
  });

  it('leaves JSON operations, other methods and unknown paths to Prism', () => {
    expect(isBinary('POST', '/api/admin/catalog/category')).toBe(false);
    expect(isBinary('GET', '/api/admin/catalog/category/7')).toBe(false);
    expect(isBinary('DELETE', '/api/file/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
    expect(isBinary('GET', '/api/file/a/b')).toBe(false);
    expect(isBinary('GET', '/api/nothing')).toBe(false);
  });

  it('resolves literal paths before templated ones', () => {
    const spec = {
      paths: {
        '/api/doc/{id}': {
          get: { responses: { '200': { content: { 'application/octet-stream': {} } } } },
        },
        '/api/doc/list': { get: { responses: { '200': { content: { 'application/json': {} } } } } },
      },
    };
    const matcher = binaryOperationMatcher(spec);
    expect(matcher('GET', '/api/doc/list')).toBe(false);
    expect(matcher('GET', '/api/doc/12')).toBe(true);
  });
});
