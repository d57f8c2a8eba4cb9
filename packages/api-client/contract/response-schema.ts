import * as z from 'zod/mini';
import * as schemas from '../src/schemas';

/** The generated zod schema of an operation's success body, e.g. `zGetCategoryTreeResponse`. */
export function responseSchema(operationId: string): z.ZodMiniType | undefined {
  const name = `z${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`;
  const schema: unknown = (schemas as Record<string, unknown>)[name];
  return schema instanceof z.ZodMiniType ? schema : undefined;
}
