import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { downConvert } from '../scripts/down-convert.mjs';

const release = JSON.parse(
  readFileSync(new URL('../releases/1.0.0.json', import.meta.url), 'utf8'),
);
const converted = downConvert(release);
const schemas = converted.components.schemas;

/** Every place in the document where `test` holds, as a JSON pointer. */
function find(node, test, at = '') {
  if (typeof node !== 'object' || node === null) return [];
  const here = test(node) ? [at] : [];
  return here.concat(
    Object.entries(node).flatMap(([key, value]) => find(value, test, `${at}/${key}`)),
  );
}

describe('the OpenAPI 3.0 copy', () => {
  it('is 3.0.3 and leaves the 3.1 source untouched', () => {
    assert.equal(converted.openapi, '3.0.3');
    assert.equal(release.openapi, '3.1.0');
    assert.ok(release.components.schemas.CategoryInput.properties.parentId.oneOf);
  });

  it('has no null type, type list or 3.1-only keyword left', () => {
    const left = find(
      converted,
      (node) =>
        node.type === 'null' ||
        Array.isArray(node.type) ||
        ['const', 'contentMediaType', 'prefixItems', '$defs', 'unevaluatedProperties'].some(
          (key) => key in node,
        ),
    );
    assert.deepEqual(left, []);
    assert.equal('summary' in converted.info, false);
    assert.match(converted.info.description, /^Admin and user API of the food/);
  });

  it('makes `[string, null]` a nullable string', () => {
    assert.deepEqual(schemas.Address.properties.city, {
      type: 'string',
      nullable: true,
      example: 'Калининград',
    });
  });

  it('inlines a nullable reference to a scalar, keeping the property description', () => {
    assert.deepEqual(schemas.CategoryInput.properties.parentId, {
      type: 'integer',
      minimum: 1,
      description: 'The parent category; null or absent means root.',
      nullable: true,
    });
    assert.deepEqual(schemas.NewsInput.properties.startDateUtc, {
      type: 'string',
      format: 'date-time',
      nullable: true,
    });
  });

  it('keeps a nullable object reference, beside a branch that admits only null', () => {
    assert.deepEqual(schemas.CategoryInput.properties.image, {
      oneOf: [
        { $ref: '#/components/schemas/Image' },
        { type: 'object', nullable: true, enum: [null] },
      ],
    });
  });

  it('merges an inline nullable branch into one schema', () => {
    assert.deepEqual(schemas.ProductInput.properties.oldPrice, {
      type: 'number',
      minimum: 0,
      nullable: true,
    });
  });
});
