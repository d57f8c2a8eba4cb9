// The operations of the bundled contract, read from @shop/api-spec's dist/openapi.json.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as schemas from '@shop/api-client/schemas';
import type { SchemaParser } from '../http/issues';

export type SpecOperation = {
  operationId: string;
  method: string;
  path: string;
  /** Multipart uploads and the file download, which Prism's proxy cannot carry intact. */
  isBinary: boolean;
  /** Its success answer carries the version of what it shows or saved. */
  sendsETag: boolean;
};

type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, Response>;
};

type Response = { content?: Record<string, unknown>; headers?: object; $ref?: string };

type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

/** A shared response (`#/components/responses/SavedNoContent`) in place of its reference. */
function resolved(spec: Spec, response: Response | undefined): Response | undefined {
  const name = response?.$ref?.replace('#/components/responses/', '');
  return name === undefined ? response : spec.components?.responses?.[name];
}

export function specOperations(): SpecOperation[] {
  const file = createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json');
  const spec: Spec = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({
        operationId: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        isBinary:
          'multipart/form-data' in (operation.requestBody?.content ?? {}) ||
          'application/octet-stream' in (operation.responses?.['200']?.content ?? {}),
        sendsETag: ['200', '204'].some(
          (code) => 'ETag' in (resolved(spec, operation.responses?.[code])?.headers ?? {}),
        ),
      })),
  );
}

function isParser(value: unknown): value is SchemaParser<unknown> {
  return typeof value === 'object' && value !== null && 'safeParse' in value;
}

/** The generated zod schema of an operation's success body, e.g. `zGetCategoryTreeResponse`. */
export function responseSchema(operationId: string): SchemaParser<unknown> | undefined {
  const name = `z${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;
  const schema: unknown = Object.entries(schemas).find(([key]) => key === name)?.[1];
  return isParser(schema) ? schema : undefined;
}
