// Which requests are binary operations of the contract (multipart uploads, file downloads),
// read from the bundled spec: Prism's proxy corrupts binary bodies, so those bypass it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Operation = {
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Spec = { paths: Record<string, Record<string, Operation | unknown>> };

type Route = { method: string; pattern: RegExp; literal: boolean; binary: boolean };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null;
}

function isBinary(operation: Operation): boolean {
  if ('multipart/form-data' in (operation.requestBody?.content ?? {})) return true;
  return Object.values(operation.responses ?? {}).some(
    (response) => 'application/octet-stream' in (response.content ?? {}),
  );
}

/** `/api/file/{id}` → `^/api/file/[^/]+$`. */
function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

function readSpec(): Spec {
  const file = createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Spec;
}

/**
 * A predicate telling whether `METHOD /path` is a binary operation. The request is first
 * resolved to its operation, literal paths before templated ones (as a server routes them),
 * so a JSON operation such as `/…/image/list` never passes for a binary `/…/{id}`.
 */
export function binaryOperationMatcher(spec: Spec = readSpec()) {
  const routes: Route[] = Object.entries(spec.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method, operation]) => METHODS.includes(method) && isOperation(operation))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        pattern: templatePattern(template),
        literal: !template.includes('{'),
        binary: isBinary(operation as Operation),
      })),
  );
  routes.sort((a, b) => Number(b.literal) - Number(a.literal));
  return (method: string, pathname: string): boolean =>
    routes.find((route) => route.method === method && route.pattern.test(pathname))?.binary ??
    false;
}
