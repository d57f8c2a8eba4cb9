import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type SpecOperation = {
  operationId: string;
  method: string;
  path: string;
  /** Multipart request or binary response: Prism's proxy mangles these, so they go direct. */
  isBinary: boolean;
};

type OperationObject = {
  operationId?: string;
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function loadSpec(): { paths: Record<string, Partial<Record<string, OperationObject>>> } {
  const file = createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function specOperations(): SpecOperation[] {
  const out: SpecOperation[] = [];
  for (const [path, item] of Object.entries(loadSpec().paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const requestTypes = Object.keys(operation.requestBody?.content ?? {});
      const responseTypes = Object.values(operation.responses ?? {}).flatMap((r) =>
        Object.keys(r.content ?? {}),
      );
      out.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        isBinary:
          requestTypes.includes('multipart/form-data') ||
          responseTypes.includes('application/octet-stream'),
      });
    }
  }
  return out;
}
