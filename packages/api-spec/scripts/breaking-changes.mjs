// What in a new contract breaks a client or server built on an older one. Hand-written: no npm diff
// tool running on Node 20 without a binary covers it (openapi-diff fails on the recursive Category
// and ignores parameters and security; Optic's ruleset misses bounds, patterns, formats, response
// headers, parameter locations; oasdiff is Go; @pb33f/openapi-changes downloads a binary).
// Breaking: an operation removed; a parameter, body or request property newly required; a
// parameter removed or moved; a request media type dropped; a response property removed, made
// optional or nullable; a success response header removed or made optional; a type changed; an enum
// value removed, or added to a response (the admin's zod rejects unknown values); a success status
// or response media type removed; security added; a bound, pattern or format tightened in a request
// or loosened in a response (breaking-constraints.mjs). All else is additive.

import { collectConstraints, compareConstraints, noConstraints } from './breaking-constraints.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolver(doc) {
  const resolve = (node) => {
    let current = node;
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
      if (hops > 50 || !current.$ref.startsWith('#/')) throw new Error(`bad $ref ${current.$ref}`);
      current = current.$ref
        .slice(2)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((parent, key) => parent?.[key], doc);
    }
    return current;
  };
  return resolve;
}

/** One flattened view of a schema: allOf merged, a `null` branch or type turned into `nullable`. */
function view(schema, resolve) {
  const out = {
    types: new Set(),
    nullable: false,
    properties: {},
    required: new Set(),
    constraints: noConstraints(),
  };
  const visit = (node) => {
    const s = resolve(node);
    if (!isObject(s)) return;
    for (const type of [s.type].flat()) {
      if (type === 'null') out.nullable = true;
      else if (typeof type === 'string') out.types.add(type);
    }
    if (s.nullable === true) out.nullable = true;
    if (Array.isArray(s.enum)) out.enum = s.enum.filter((value) => value !== null);
    if (s.enum?.includes(null)) out.nullable = true;
    Object.assign(out.properties, s.properties ?? {});
    for (const name of s.required ?? []) out.required.add(name);
    if (s.items) out.items = s.items;
    if (isObject(s.additionalProperties)) out.additional = s.additionalProperties;
    if (s.readOnly) out.readOnly = true;
    if (s.writeOnly) out.writeOnly = true;
    collectConstraints(s, out.constraints);
    for (const branch of s.allOf ?? []) visit(branch);
    for (const key of ['oneOf', 'anyOf']) {
      if (!Array.isArray(s[key])) continue;
      const rest = s[key].filter((branch) => {
        const b = resolve(branch);
        const isNull =
          b?.type === 'null' || (b?.nullable && b?.enum?.length === 1 && b.enum[0] === null);
        if (isNull) out.nullable = true;
        return !isNull;
      });
      if (rest.length === 1) visit(rest[0]);
      else if (rest.length > 1) out.branches = rest;
    }
  };
  visit(schema);
  return out;
}

/** @param {'request' | 'response'} direction who reads the value: the server or the client */
function compareSchemas(ctx, oldSchema, newSchema, direction, where) {
  // A recursive schema (the category tree) is compared once per pair of references and
  // operation: a change to a shared schema is reported at every operation it reaches.
  if (oldSchema?.$ref && newSchema?.$ref) {
    const pair = `${oldSchema.$ref} ${newSchema.$ref} ${direction}`;
    if (ctx.seen.has(pair)) return;
    ctx.seen.add(pair);
  }
  const a = view(oldSchema, ctx.old);
  const b = view(newSchema, ctx.new);
  const report = (what) => ctx.problems.push(`${where}: ${what}`);

  const typesOf = (v) => [...v.types].sort().join('|');
  if (a.types.size > 0 && b.types.size > 0 && typesOf(a) !== typesOf(b)) {
    report(`type changed from ${typesOf(a)} to ${typesOf(b)}`);
    return;
  }
  if (direction === 'response' && !a.nullable && b.nullable) report('made nullable');
  if (direction === 'request' && a.nullable && !b.nullable) report('no longer accepts null');
  compareConstraints(a.constraints, b.constraints, direction, report);

  if (a.enum && b.enum) {
    const removed = a.enum.filter((value) => !b.enum.includes(value));
    const added = b.enum.filter((value) => !a.enum.includes(value));
    if (removed.length > 0) report(`enum value(s) removed: ${removed.join(', ')}`);
    if (direction === 'response' && added.length > 0) {
      report(`enum value(s) added to a response: ${added.join(', ')}`);
    }
  } else if (!a.enum && b.enum && direction === 'request') {
    report('now limited to an enum');
  }

  for (const [name, oldProperty] of Object.entries(a.properties)) {
    const at = `${where}.${name}`;
    const newProperty = b.properties[name];
    const oldView = view(oldProperty, ctx.old);
    if (direction === 'response' && oldView.writeOnly) continue;
    if (direction === 'request' && oldView.readOnly) continue;
    if (newProperty === undefined) {
      if (direction === 'response') ctx.problems.push(`${at}: response property removed`);
      continue;
    }
    if (direction === 'response' && a.required.has(name) && !b.required.has(name)) {
      ctx.problems.push(`${at}: response property made optional`);
    }
    compareSchemas(ctx, oldProperty, newProperty, direction, at);
  }
  if (direction === 'request') {
    for (const name of b.required) {
      if (!a.required.has(name) && !view(b.properties[name], ctx.new).readOnly) {
        ctx.problems.push(`${where}.${name}: request property newly required`);
      }
    }
  }
  if (a.items && b.items) compareSchemas(ctx, a.items, b.items, direction, `${where}[]`);
  if (a.additional && b.additional) {
    compareSchemas(ctx, a.additional, b.additional, direction, `${where}{}`);
  }
  if (a.branches && b.branches) {
    const count = Math.min(a.branches.length, b.branches.length);
    for (let i = 0; i < count; i += 1) {
      compareSchemas(ctx, a.branches[i], b.branches[i], direction, `${where}<${i}>`);
    }
    const grew = b.branches.length > a.branches.length;
    if (grew ? direction === 'response' : b.branches.length < a.branches.length) {
      report(`alternatives changed from ${a.branches.length} to ${b.branches.length}`);
    }
  }
}

// Header names are case-insensitive, so `If-Match` and `if-match` name one header.
const headerName = (name) => name.toLowerCase();
const parameterKey = (parameter) =>
  `${parameter.in} ${parameter.in === 'header' ? headerName(parameter.name) : parameter.name}`;
const schemaOf = (parameterOrHeader) =>
  parameterOrHeader.schema ?? Object.values(parameterOrHeader.content ?? {})[0]?.schema;

function parametersOf(pathItem, operation, resolve) {
  const byKey = new Map();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolve(raw);
    byKey.set(parameterKey(parameter), parameter);
  }
  return byKey;
}

function compareParameters(ctx, oldOp, newOp, where) {
  const oldParams = parametersOf(oldOp.pathItem, oldOp.operation, ctx.old);
  const newParams = parametersOf(newOp.pathItem, newOp.operation, ctx.new);
  for (const [key, parameter] of newParams) {
    const before = oldParams.get(key);
    const at = `${where} parameter ${parameter.in} ${parameter.name}`;
    if (parameter.required && !before?.required) ctx.problems.push(`${at}: newly required`);
    if (before) compareSchemas(ctx, schemaOf(before), schemaOf(parameter), 'request', at);
  }
  // A client still sends it where the old contract put it; a server looking elsewhere ignores it,
  // and the client silently loses a filter or precondition.
  for (const [key, before] of oldParams) {
    if (newParams.has(key)) continue;
    const moved = [...newParams.values()].find(
      (parameter) => headerName(parameter.name) === headerName(before.name),
    );
    const at = `${where} parameter ${before.in} ${before.name}`;
    ctx.problems.push(moved ? `${at}: moved to ${moved.in}` : `${at}: removed`);
  }
}

// A client reads a documented response header whenever it comes (the admin sends the ETag
// back as If-Match), so one the contract drops, or no longer promises, may stop coming.
function compareResponseHeaders(ctx, oldResponse, newResponse, where) {
  const newHeaders = new Map(
    Object.entries(newResponse.headers ?? {}).map(([name, raw]) => [headerName(name), raw]),
  );
  for (const [name, raw] of Object.entries(oldResponse.headers ?? {})) {
    const at = `${where} header ${name}`;
    const before = ctx.old(raw);
    const after = ctx.new(newHeaders.get(headerName(name)));
    if (!after) {
      ctx.problems.push(`${at}: response header removed`);
      continue;
    }
    if (before.required && !after.required)
      ctx.problems.push(`${at}: response header made optional`);
    compareSchemas(ctx, schemaOf(before), schemaOf(after), 'response', at);
  }
}

const isOpen = (security) =>
  security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);

function compareOperation(ctx, oldOp, newOp, where) {
  const oldSecurity = oldOp.operation.security ?? ctx.oldDoc.security ?? [];
  const newSecurity = newOp.operation.security ?? ctx.newDoc.security ?? [];
  if (isOpen(oldSecurity) && !isOpen(newSecurity)) ctx.problems.push(`${where}: security added`);

  compareParameters(ctx, oldOp, newOp, where);

  const oldBody = ctx.old(oldOp.operation.requestBody);
  const newBody = ctx.new(newOp.operation.requestBody);
  if (newBody?.required && !oldBody?.required) {
    ctx.problems.push(`${where} request body: newly required`);
  }
  for (const [type, media] of Object.entries(oldBody?.content ?? {})) {
    const now = newBody?.content?.[type];
    const at = `${where} request ${type}`;
    if (!now) ctx.problems.push(`${at}: media type no longer accepted`);
    else compareSchemas(ctx, media.schema, now.schema, 'request', at);
  }

  const newResponses = newOp.operation.responses ?? {};
  for (const [status, raw] of Object.entries(oldOp.operation.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    const at = `${where} ${status}`;
    if (!newResponses[status]) {
      const now = Object.keys(newResponses).filter((code) => /^2/.test(code));
      ctx.problems.push(`${at}: success status changed to ${now.join(', ') || 'none'}`);
      continue;
    }
    const oldResponse = ctx.old(raw);
    const newResponse = ctx.new(newResponses[status]);
    compareResponseHeaders(ctx, oldResponse, newResponse, at);
    const newContent = newResponse.content ?? {};
    for (const [type, media] of Object.entries(oldResponse.content ?? {})) {
      if (!newContent[type]) ctx.problems.push(`${at} ${type}: response media type removed`);
      else compareSchemas(ctx, media.schema, newContent[type].schema, 'response', `${at} ${type}`);
    }
  }
}

/** Every breaking change `newDoc` makes to `oldDoc` (both bundled documents), as readable lines. */
export function breakingChanges(oldDoc, newDoc) {
  const ctx = {
    oldDoc,
    newDoc,
    old: resolver(oldDoc),
    new: resolver(newDoc),
    problems: [],
    seen: new Set(),
  };
  for (const [path, rawItem] of Object.entries(oldDoc.paths ?? {})) {
    const oldItem = ctx.old(rawItem);
    const newItem = ctx.new(newDoc.paths?.[path]);
    for (const method of METHODS) {
      if (!oldItem[method]) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!newItem?.[method]) {
        ctx.problems.push(`${where}: operation removed`);
        continue;
      }
      ctx.seen = new Set();
      compareOperation(
        ctx,
        { pathItem: oldItem, operation: oldItem[method] },
        { pathItem: newItem, operation: newItem[method] },
        where,
      );
    }
  }
  return [...new Set(ctx.problems)];
}
