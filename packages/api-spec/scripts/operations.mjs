// The one reader of the contract's operations for every tool (contract suite, verify, the sandbox's
// tests and stack router), so no two disagree, e.g. on which calls bypass Prism's proxy.
import { readFileSync } from 'node:fs';

const BUNDLE = new URL('../dist/openapi.json', import.meta.url);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** The bundled contract (`dist/openapi.json`, written by `pnpm bundle`). */
function readBundle() {
  return JSON.parse(readFileSync(BUNDLE, 'utf8'));
}

/** Follows local references (`#/components/responses/NotFound`) to what they name. */
function resolver(document) {
  const at = (ref) =>
    ref
      .slice(2)
      .split('/')
      .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  return (value) => {
    let node = value;
    // A reference may name another; a loop in the document ends here instead of hanging.
    for (let hops = 0; typeof node?.$ref === 'string' && hops < 10; hops += 1) {
      if (!node.$ref.startsWith('#/')) throw new Error(`not a local reference: ${node.$ref}`);
      node = at(node.$ref);
    }
    return node;
  };
}

const sameName = (a, b) => a.toLowerCase() === b.toLowerCase();

/** The path item's parameters, overridden by the operation's own of the same name and place. */
function parametersOf(item, operation, resolve) {
  const all = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve);
  return all
    .filter((p, i) => !all.slice(i + 1).some((q) => q.in === p.in && sameName(q.name, p.name)))
    .map((p) => ({ name: p.name, in: p.in, required: p.required === true, example: p.example }));
}

function read(resolve, path, method, item, operation) {
  if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
  const request = resolve(operation.requestBody)?.content ?? {};
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => ({
    status,
    ...resolve(response),
  }));
  const success = responses.filter(({ status }) => /^2/.test(status));
  const bodyTypes = [request, ...responses.map((r) => r.content ?? {})].flatMap(Object.keys);
  const parameters = parametersOf(item, operation, resolve);
  const named = success.map((r) => r.content?.['application/json']?.examples).find(Boolean);
  return {
    operationId: operation.operationId,
    method: method.toUpperCase(),
    path,
    parameters,
    requestExample: request['application/json']?.example,
    responseExamples: Object.fromEntries(
      Object.entries(named ?? {}).map(([name, example]) => [name, resolve(example).value]),
    ),
    // Prism's proxy checks and carries JSON; any other body (a multipart upload, a file
    // download) it may mangle, so such a call goes straight to the server.
    isBinary: bodyTypes.some((type) => !JSON_TYPE.test(type)),
    sendsETag: success.some((r) => Object.keys(r.headers ?? {}).some((h) => sameName(h, 'ETag'))),
    takesIfMatch: parameters.some((p) => p.in === 'header' && sameName(p.name, 'If-Match')),
  };
}

/** Every operation of the contract (the bundled one unless another is given), in its order. */
export function specOperations(document = readBundle()) {
  const resolve = resolver(document);
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) =>
      read(resolve, path, method, item, item[method]),
    ),
  );
}

/** `/api/file/{id}` → `^/api/file/[^/]+$`. */
function templatePattern(template) {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The operation `METHOD /path` calls; literal paths before templated ones, as servers route. */
export function operationMatcher(operations = specOperations()) {
  const routes = operations
    .map((operation) => ({ operation, pattern: templatePattern(operation.path) }))
    .sort(
      (a, b) => Number(a.operation.path.includes('{')) - Number(b.operation.path.includes('{')),
    );
  return (method, pathname) =>
    routes.find(
      ({ operation, pattern }) =>
        operation.method === method.toUpperCase() && pattern.test(pathname),
    )?.operation;
}
