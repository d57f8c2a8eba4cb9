import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { operationMatcher, specOperations } from '../scripts/operations.mjs';

const json = (body = {}) => ({ content: { 'application/json': body } });
const answer = (content) => ({ responses: { 200: { description: 'OK.', content } } });

/** A document of the given paths, with the shared parts the examples refer to. */
const documentOf = (paths) => ({
  paths,
  components: {
    parameters: {
      Id: { name: 'id', in: 'path', required: true, example: 12 },
      IfMatch: { name: 'If-Match', in: 'header', example: '"v1"' },
    },
    responses: {
      Saved: { description: 'Saved.', headers: { etag: { schema: { type: 'string' } } } },
      File: { description: 'A file.', content: { 'application/octet-stream': {} } },
      Problem: { description: 'An error.', content: { 'application/problem+json': {} } },
    },
    examples: { Empty: { value: { items: [] } } },
  },
});

const only = (document) => {
  const [operation, ...rest] = specOperations(document);
  assert.equal(rest.length, 0);
  return operation;
};

describe('specOperations on the bundled contract', () => {
  const operations = specOperations();

  it('reads all 60 operations, each with its own id', () => {
    assert.equal(operations.length, 60);
    assert.equal(new Set(operations.map((o) => o.operationId)).size, 60);
    const city = operations.find((o) => o.operationId === 'getCity');
    assert.equal(`${city?.method} ${city?.path}`, 'GET /api/admin/city/{id}');
  });

  it('calls binary exactly the uploads, the slide with its image and the file download', () => {
    assert.deepEqual(
      operations
        .filter((o) => o.isBinary)
        .map((o) => o.operationId)
        .sort(),
      [
        'addSlide',
        'downloadFile',
        'uploadBartenderImage',
        'uploadCatalogImage',
        'uploadNewsImage',
        'uploadPromotionImage',
        'uploadStoreImage',
      ],
    );
  });

  it('finds the versions through the shared responses and parameters', () => {
    const byId = (id) => operations.find((o) => o.operationId === id);
    assert.equal(byId('getCity')?.sendsETag, true);
    assert.equal(byId('saveCity')?.sendsETag, true);
    assert.equal(byId('saveCity')?.takesIfMatch, true);
    assert.equal(byId('listCities')?.sendsETag, false);
    assert.equal(byId('deleteCity')?.takesIfMatch, false);
    assert.deepEqual(byId('getCity')?.parameters, [
      { name: 'id', in: 'path', required: true, example: 12 },
    ]);
  });
});

describe('specOperations, rule by rule', () => {
  it('calls an operation binary for a body that is not JSON, in either direction', () => {
    const upload = {
      post: {
        operationId: 'upload',
        requestBody: { content: { 'multipart/form-data': {} } },
        ...answer({ 'application/json': {} }),
      },
    };
    const download = {
      get: { operationId: 'download', responses: { 200: { $ref: '#/components/responses/File' } } },
    };
    const image = {
      get: { operationId: 'image', responses: { 206: { content: { 'image/png': {} } } } },
    };
    const plain = {
      post: {
        operationId: 'plain',
        requestBody: json(),
        responses: {
          200: json(),
          400: { $ref: '#/components/responses/Problem' },
          422: { content: { 'application/vnd.shop+json': {} } },
        },
      },
    };
    const document = documentOf({ '/u': upload, '/d': download, '/i': image, '/p': plain });
    assert.deepEqual(
      specOperations(document).map((o) => [o.operationId, o.isBinary]),
      [
        ['upload', true],
        ['download', true],
        ['image', true],
        ['plain', false],
      ],
    );
  });

  it('reads the ETag of any success answer, and only of a success', () => {
    const saved = only(
      documentOf({
        '/a': {
          post: { operationId: 'a', responses: { 204: { $ref: '#/components/responses/Saved' } } },
        },
      }),
    );
    assert.equal(saved.sendsETag, true);
    const failed = only(
      documentOf({
        '/a': {
          post: { operationId: 'a', responses: { 412: { $ref: '#/components/responses/Saved' } } },
        },
      }),
    );
    assert.equal(failed.sendsETag, false);
  });

  it("merges the path's parameters with the operation's, the operation's winning", () => {
    const item = {
      parameters: [
        { $ref: '#/components/parameters/Id' },
        { name: 'q', in: 'query', example: 'a' },
      ],
      post: {
        operationId: 'save',
        parameters: [
          { $ref: '#/components/parameters/IfMatch' },
          { name: 'q', in: 'query', example: 'b' },
        ],
        responses: { 204: { description: 'Saved.' } },
      },
    };
    const operation = only(documentOf({ '/a/{id}': item }));
    assert.deepEqual(operation.parameters, [
      { name: 'id', in: 'path', required: true, example: 12 },
      { name: 'If-Match', in: 'header', required: false, example: '"v1"' },
      { name: 'q', in: 'query', required: false, example: 'b' },
    ]);
    assert.equal(operation.takesIfMatch, true);
    assert.equal(operation.isBinary, false);
  });

  it('gives the request example and the named answer examples in order, references resolved', () => {
    const examples = {
      default: { value: { items: [1] } },
      empty: { $ref: '#/components/examples/Empty' },
    };
    const operation = only(
      documentOf({
        '/l': {
          post: {
            operationId: 'list',
            requestBody: json({ example: { page: 1 } }),
            ...answer({ 'application/json': { examples } }),
          },
        },
      }),
    );
    assert.deepEqual(operation.requestExample, { page: 1 });
    assert.deepEqual(Object.entries(operation.responseExamples), [
      ['default', { items: [1] }],
      ['empty', { items: [] }],
    ]);
  });

  it('skips the keys of a path item that are not methods', () => {
    const item = {
      summary: 'Cities.',
      parameters: [],
      get: { operationId: 'list', ...answer({}) },
    };
    assert.deepEqual(
      specOperations(documentOf({ '/c': item })).map((o) => o.method),
      ['GET'],
    );
  });

  it('refuses an operation without an id and a reference outside the document', () => {
    assert.throws(
      () => specOperations(documentOf({ '/a': { get: answer({}) } })),
      /GET \/a has no operationId/,
    );
    const remote = { get: { operationId: 'a', responses: { 200: { $ref: 'other.yaml#/x' } } } };
    assert.throws(
      () => specOperations(documentOf({ '/a': remote })),
      /not a local reference: other\.yaml#\/x/,
    );
  });
});

describe('operationMatcher', () => {
  it('finds the bundled binary operations by their requests', () => {
    const match = operationMatcher();
    assert.equal(match('POST', '/api/admin/catalog/image/save')?.operationId, 'uploadCatalogImage');
    assert.equal(match('GET', '/api/file/0f8fad5b-d9cb-469f-a165-70867728950e')?.isBinary, true);
    assert.equal(match('get', '/api/admin/catalog/category/7')?.operationId, 'getCategory');
  });

  it('finds nothing for another method, an extra segment or an unknown path', () => {
    const match = operationMatcher();
    assert.equal(match('DELETE', '/api/file/0f8fad5b-d9cb-469f-a165-70867728950e'), undefined);
    assert.equal(match('GET', '/api/file/a/b'), undefined);
    assert.equal(match('GET', '/api/nothing'), undefined);
  });

  it('tries literal paths before templated ones', () => {
    const operations = specOperations(
      documentOf({
        '/api/doc/{id}': {
          get: {
            operationId: 'getDoc',
            responses: { 200: { $ref: '#/components/responses/File' } },
          },
        },
        '/api/doc/list': {
          get: { operationId: 'listDocs', ...answer({ 'application/json': {} }) },
        },
        '/api/doc/a.b': { get: { operationId: 'dotted', ...answer({}) } },
      }),
    );
    const match = operationMatcher(operations);
    assert.equal(match('GET', '/api/doc/list')?.operationId, 'listDocs');
    assert.equal(match('GET', '/api/doc/12')?.operationId, 'getDoc');
    // The dot is a dot, not any character.
    assert.equal(match('GET', '/api/doc/axb')?.operationId, 'getDoc');
  });
});
