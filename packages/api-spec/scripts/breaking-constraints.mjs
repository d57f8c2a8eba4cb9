// Tighter request constraints reject what old clients send; looser response constraints let the
// server send what the client's zod rejects. So tightening breaks requests, loosening responses.

/**
 * @typedef {{ value: number, keyword: string, exclusive: boolean }} Bound
 * @typedef {{ name: string, side: 'lower' | 'upper', inclusive: string, exclusive?: string }} Family
 * @typedef {{ bounds: Record<string, Bound>, patterns: Set<string>, format?: string }} Constraints
 */

/** @type {Family[]} */
const FAMILIES = [
  { name: 'minLength', side: 'lower', inclusive: 'minLength' },
  { name: 'maxLength', side: 'upper', inclusive: 'maxLength' },
  { name: 'minItems', side: 'lower', inclusive: 'minItems' },
  { name: 'maxItems', side: 'upper', inclusive: 'maxItems' },
  { name: 'minimum', side: 'lower', inclusive: 'minimum', exclusive: 'exclusiveMinimum' },
  { name: 'maximum', side: 'upper', inclusive: 'maximum', exclusive: 'exclusiveMaximum' },
];

/** @returns {Constraints} */
export const noConstraints = () => ({ bounds: {}, patterns: new Set() });

/** Whether `b` admits fewer values than `a` on the given side. */
function isTighter(side, a, b) {
  if (a.value === b.value) return b.exclusive && !a.exclusive;
  return side === 'lower' ? b.value > a.value : b.value < a.value;
}

/** The bounds one schema object states for a family; OpenAPI 3.0's boolean exclusives too. */
function boundsOf(schema, family) {
  const found = [];
  const inclusive = schema[family.inclusive];
  const exclusive = family.exclusive ? schema[family.exclusive] : undefined;
  if (typeof inclusive === 'number') {
    found.push({ value: inclusive, keyword: family.inclusive, exclusive: exclusive === true });
  }
  if (typeof exclusive === 'number') {
    found.push({ value: exclusive, keyword: family.exclusive, exclusive: true });
  }
  return found;
}

/**
 * Adds one schema object's constraints to `out`. Several schemas joined by allOf all apply, so
 * the tightest bound of each family wins and every pattern counts.
 * @param {Record<string, unknown>} schema
 * @param {Constraints} out
 */
export function collectConstraints(schema, out) {
  for (const family of FAMILIES) {
    for (const bound of boundsOf(schema, family)) {
      const current = out.bounds[family.name];
      if (!current || isTighter(family.side, current, bound)) out.bounds[family.name] = bound;
    }
  }
  if (typeof schema.pattern === 'string') out.patterns.add(schema.pattern);
  if (typeof schema.format === 'string') out.format = schema.format;
}

function describeBound(family, before, after) {
  if (!before) return `${after.keyword} added: ${after.value}`;
  if (!after) return `${before.keyword} removed (was ${before.value})`;
  if (before.keyword === after.keyword) {
    const verb = after.value > before.value ? 'raised' : 'lowered';
    return `${after.keyword} ${verb} ${before.value} → ${after.value}`;
  }
  const how = isTighter(family.side, before, after) ? 'tightened' : 'loosened';
  return `${family.name} ${how}: ${before.keyword} ${before.value} → ${after.keyword} ${after.value}`;
}

/**
 * Reports each constraint that moved the breaking way for `direction`.
 * @param {Constraints} a the old schema's constraints
 * @param {Constraints} b the new schema's
 * @param {'request' | 'response'} direction
 * @param {(what: string) => void} report
 */
export function compareConstraints(a, b, direction, report) {
  for (const family of FAMILIES) {
    const before = a.bounds[family.name];
    const after = b.bounds[family.name];
    if (!before && !after) continue;
    if (before && after && before.value === after.value && before.exclusive === after.exclusive) {
      continue;
    }
    const tightened = !before || (after !== undefined && isTighter(family.side, before, after));
    if (tightened === (direction === 'request')) report(describeBound(family, before, after));
  }

  // Whether one regular expression admits more strings than another cannot be told in general,
  // so a changed pattern breaks either way.
  const added = [...b.patterns].filter((pattern) => !a.patterns.has(pattern));
  const removed = [...a.patterns].filter((pattern) => !b.patterns.has(pattern));
  if (added.length === 1 && removed.length === 1) {
    report(`pattern changed ${removed[0]} → ${added[0]}`);
  } else if (direction === 'request' && added.length > 0) {
    report(`pattern added: ${added.join(', ')}`);
  } else if (direction === 'response' && removed.length > 0) {
    report(`pattern removed (was ${removed.join(', ')})`);
  }

  if (a.format && b.format && a.format !== b.format) {
    report(`format changed ${a.format} → ${b.format}`);
  } else if (direction === 'request' && !a.format && b.format) {
    report(`format added: ${b.format}`);
  } else if (direction === 'response' && a.format && !b.format) {
    report(`format removed (was ${a.format})`);
  }
}
