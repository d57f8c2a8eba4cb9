import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { breakingChanges } from '../scripts/breaking-changes.mjs';

// The real 1.0.0 release is the base: each case changes one thing in a copy of it.
const release = JSON.parse(
  readFileSync(new URL('../releases/1.0.0.json', import.meta.url), 'utf8'),
);
const changed = (edit) => {
  const doc = structuredClone(release);
  edit(doc);
  return breakingChanges(release, doc);
};
const schemas = (doc) => doc.components.schemas;
const without = (list, item) => list.filter((value) => value !== item);

/**
 * Asserts that the change is found, and that every line found reads as expected: a change to a
 * shared schema is reported once for each operation it reaches.
 */
function assertFound(problems, pattern) {
  assert.ok(problems.length > 0, 'no breaking change found');
  for (const line of problems) assert.match(line, pattern);
}

describe('breaking changes', () => {
  it('an operation removed', () => {
    assertFound(
      changed((doc) => delete doc.paths['/api/admin/news/{id}'].delete),
      /^DELETE \/api\/admin\/news\/\{id\}: operation removed$/,
    );
  });

  it('a path removed: each of its operations', () => {
    const problems = changed((doc) => delete doc.paths['/api/admin/city/{id}']);
    assert.deepEqual(problems, [
      'GET /api/admin/city/{id}: operation removed',
      'DELETE /api/admin/city/{id}: operation removed',
    ]);
  });

  it('a response property removed', () => {
    assertFound(
      changed((doc) => {
        delete schemas(doc).OrderSummary.properties.totalSum;
        schemas(doc).OrderSummary.required = without(
          schemas(doc).OrderSummary.required,
          'totalSum',
        );
      }),
      /totalSum: response property removed$/,
    );
  });

  it('a response property made optional', () => {
    assertFound(
      changed((doc) => {
        schemas(doc).OrderSummary.required = without(schemas(doc).OrderSummary.required, 'number');
      }),
      /^GET \/api\/admin\/orders(\/\{id\})? 200 application\/json.*\.number: response property made optional$/,
    );
  });

  it('a response property made nullable, as a type list or a null branch', () => {
    assertFound(
      changed((doc) => (schemas(doc).OrderSummary.properties.totalSum.type = ['number', 'null'])),
      /totalSum: made nullable$/,
    );
    assertFound(
      changed((doc) => {
        const items = schemas(doc).ProductLinks.allOf[1].properties.links;
        items.items = { oneOf: [items.items, { type: 'null' }] };
      }),
      /links\[\]: made nullable$/,
    );
  });

  it('a request property newly required', () => {
    assertFound(
      changed((doc) => schemas(doc).CityInput.required.push('isEnabled')),
      /^POST \/api\/admin\/city request application\/json\.isEnabled: request property newly required$/,
    );
  });

  it('a parameter newly required, new or made so', () => {
    assertFound(
      changed((doc) =>
        doc.paths['/api/admin/orders'].get.parameters.push({
          name: 'storeId',
          in: 'query',
          required: true,
          schema: { type: 'integer' },
        }),
      ),
      /^GET \/api\/admin\/orders parameter query storeId: newly required$/,
    );
    assertFound(
      changed((doc) => (doc.components.parameters.Search.required = true)),
      / parameter query search: newly required$/,
    );
  });

  it('a request body newly required, or a media type no longer accepted', () => {
    assertFound(
      changed((doc) => {
        doc.paths['/api/admin/catalog/iiko/sync'].post.requestBody = {
          required: true,
          content: { 'application/json': { schema: { type: 'object' } } },
        };
      }),
      /^POST \/api\/admin\/catalog\/iiko\/sync request body: newly required$/,
    );
    assertFound(
      changed((doc) => {
        const body = doc.paths['/api/admin/city'].post.requestBody;
        body.content = { 'application/xml': body.content['application/json'] };
      }),
      /^POST \/api\/admin\/city request application\/json: media type no longer accepted$/,
    );
  });

  it('an enum value removed, in a request or a response', () => {
    const problems = changed((doc) => (schemas(doc).PaymentType.enum = [1, 2]));
    assertFound(problems, /enum value\(s\) removed: 3$/);
  });

  it('an enum value added to a response (zod in the admin rejects what it does not know)', () => {
    const problems = changed((doc) => schemas(doc).OrderStatus.enum.push(6));
    assertFound(
      problems,
      /^GET \/api\/admin\/orders.* 200 .*enum value\(s\) added to a response: 6$/,
    );
  });

  it('a type changed', () => {
    assertFound(
      changed((doc) => (schemas(doc).OrderSummary.properties.number = { type: 'integer' })),
      /number: type changed from string to integer$/,
    );
  });

  it('a success status code changed', () => {
    assertFound(
      changed((doc) => {
        const responses = doc.paths['/api/admin/news'].post.responses;
        responses['201'] = responses['200'];
        delete responses['200'];
      }),
      /^POST \/api\/admin\/news 200: success status changed to 201$/,
    );
  });

  it('security added to an open operation', () => {
    assertFound(
      changed((doc) => delete doc.paths['/api/user/login'].post.security),
      /^POST \/api\/user\/login: security added$/,
    );
  });

  it('a change inside the recursive category tree', () => {
    const problems = changed((doc) => {
      delete schemas(doc).Category.allOf[2].properties.categories;
    });
    assert.ok(problems.some((line) => /categories: response property removed$/.test(line)));
  });
});

describe('additive changes', () => {
  it('the unchanged contract breaks nothing', () => {
    assert.deepEqual(breakingChanges(release, structuredClone(release)), []);
  });

  it('new operations, optional fields, error responses, examples and request enum values', () => {
    const problems = changed((doc) => {
      doc.paths['/api/admin/health'] = {
        get: { operationId: 'health', responses: { 204: { description: 'Up.' } } },
      };
      schemas(doc).OrderSummary.properties.storeName = { type: ['string', 'null'] };
      schemas(doc).CityInput.properties.timeZone = { type: 'string' };
      doc.paths['/api/admin/news'].post.responses['409'] = { description: 'Conflict.' };
      doc.paths['/api/admin/orders'].get.parameters.push({
        name: 'status',
        in: 'query',
        schema: { type: 'integer', enum: [1, 2] },
      });
      schemas(doc).OrderSummary.required = without(schemas(doc).OrderSummary.required, 'id');
      schemas(doc).OrderSummary.required.push('id');
      schemas(doc).OrderSummary.properties.totalSum.example = 99;
    });
    assert.deepEqual(problems, []);
  });

  it('a request property made optional or nullable, a response property made required', () => {
    const problems = changed((doc) => {
      // PushMailing is only ever sent, StoreListItem only ever received.
      schemas(doc).PushMailing.required = ['sendAll', 'caption'];
      schemas(doc).PushMailing.properties.text.type = ['string', 'null'];
      schemas(doc).StoreListItem.required.push('isBranded');
    });
    assert.deepEqual(problems, []);
  });
});
