import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { enumNameProblems } from '../scripts/enum-names.mjs';

const doc = (schema) => ({ components: { schemas: { Status: schema } }, paths: {} });
const named = { type: 'integer', enum: [1, 2], 'x-enumNames': ['Open', 'Closed'] };

it('passes every integer enum of the bundled contract', () => {
  const bundle = new URL('../published/openapi.json', import.meta.url);
  assert.deepEqual(enumNameProblems(JSON.parse(readFileSync(bundle, 'utf8'))), []);
});

it('passes matching names, and ignores string enums', () => {
  assert.deepEqual(enumNameProblems(doc({ ...named, 'x-enum-varnames': ['Open', 'Closed'] })), []);
  assert.deepEqual(enumNameProblems(doc({ type: 'string', enum: ['a'] })), []);
});

it('finds missing, short, differing or non-PascalCase names', () => {
  assert.match(enumNameProblems(doc({ type: 'integer', enum: [1] }))[0], /x-enumNames must name/);
  assert.match(
    enumNameProblems(doc({ ...named, 'x-enumNames': ['Open'], 'x-enum-varnames': ['Open'] }))[0],
    /each of the 2 values/,
  );
  assert.deepEqual(enumNameProblems(doc({ ...named, 'x-enum-varnames': ['Open', 'Shut'] })), [
    '#/components/schemas/Status: x-enum-varnames must equal x-enumNames',
  ]);
  const lower = {
    type: 'integer',
    enum: [1],
    'x-enumNames': ['open'],
    'x-enum-varnames': ['open'],
  };
  assert.match(enumNameProblems(doc(lower))[0], /PascalCase/);
  const described = {
    ...named,
    'x-enum-varnames': named['x-enumNames'],
    'x-enum-descriptions': ['Открыт'],
  };
  assert.match(enumNameProblems(doc(described))[0], /one text per value/);
});
