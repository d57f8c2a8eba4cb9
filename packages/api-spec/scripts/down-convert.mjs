// The OpenAPI 3.0 copy for tools without 3.1 (NSwag, older openapi-generator):
// @apiture/openapi-down-convert plus the fix-ups below; `lint` validates the result.
import { Converter } from '@apiture/openapi-down-convert';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullSchema = (schema) => isObject(schema) && schema.type === 'null';

// 3.0 has no null type, and `nullable` beside `allOf` admits no null (its branches reject it): a
// nullable reference needs a null-only branch.
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

function componentOf(doc, ref) {
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  return name === undefined ? undefined : doc.components?.schemas?.[name];
}

// `oneOf`/`anyOf: [X, {type: 'null'}]` → X nullable: an inline X takes `nullable: true`; a scalar
// reference (Id, UtcDateTime) is inlined, as generators do anyway (`int?`); an object reference
// stays, beside a null-only branch.
function nullableOf(doc, schema, key) {
  const rest = schema[key].filter((branch) => !isNullSchema(branch));
  if (rest.length === schema[key].length) return;
  const { [key]: _dropped, ...siblings } = schema;
  for (const name of Object.keys(schema)) delete schema[name];
  if (rest.length === 1 && !rest[0].$ref) {
    Object.assign(schema, rest[0], siblings, { nullable: true });
    return;
  }
  const target = rest.length === 1 ? componentOf(doc, rest[0].$ref) : undefined;
  if (target && target.type !== 'object' && !target.properties && !target.allOf) {
    const { description: _own, example: _example, ...scalar } = target;
    Object.assign(schema, scalar, siblings, { nullable: true });
    return;
  }
  Object.assign(schema, siblings, { [key]: [...rest, NULL_ONLY] });
}

function fixSchemas(doc, node) {
  if (Array.isArray(node)) return node.forEach((item) => fixSchemas(doc, item));
  if (!isObject(node)) return;
  for (const key of ['oneOf', 'anyOf']) if (Array.isArray(node[key])) nullableOf(doc, node, key);
  for (const [key, value] of Object.entries(node)) {
    // Example values are data, not schemas.
    if (key !== 'example' && key !== 'examples') fixSchemas(doc, value);
  }
}

/** @param {Record<string, unknown>} doc the bundled 3.1 contract (left unchanged) */
export function downConvert(doc) {
  const converted = new Converter(structuredClone(doc), { verbose: false }).convert();
  // 3.0's Info object has no `summary`: keep it as the first paragraph of the description.
  const { summary, ...info } = converted.info;
  converted.info = summary
    ? { ...info, description: `${summary}\n\n${info.description ?? ''}`.trimEnd() }
    : info;
  fixSchemas(converted, converted.components);
  fixSchemas(converted, converted.paths);
  return converted;
}
