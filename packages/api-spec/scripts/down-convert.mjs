// The OpenAPI 3.0 copy of the contract, for tools that do not read 3.1 yet (NSwag and
// openapi-generator releases before 3.1 support). @apiture/openapi-down-convert does most of it;
// the fix-ups below cover what it leaves in 3.1 form. `pnpm --filter @shop/api-spec lint`
// validates the result (published/openapi-3.0.json) with the same Redocly rules as the source.
import { Converter } from '@apiture/openapi-down-convert';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullSchema = (schema) => isObject(schema) && schema.type === 'null';

/**
 * 3.0 has no null type, and `nullable: true` beside an `allOf` does not admit null (the
 * branches still reject it), so a nullable reference needs a branch that accepts only null.
 */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

function componentOf(doc, ref) {
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  return name === undefined ? undefined : doc.components?.schemas?.[name];
}

/**
 * `oneOf`/`anyOf: [X, {type: 'null'}]` → X made nullable:
 * - an inline X takes `nullable: true` itself;
 * - a reference to a scalar (Id, UtcDateTime) is inlined, as code generators inline scalar
 *   aliases anyway and `int?` / `DateTimeOffset?` is what a reader expects;
 * - a reference to an object stays a reference, beside a null-only branch.
 */
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
