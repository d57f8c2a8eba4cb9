import { expect } from 'vitest';
import type { SpecOperation } from '@shop/api-spec/operations';
import type { Gateway } from './gateway';
import type { CallResult } from './registry';
import { responseSchema } from './response-schema';

type PrismProblem = {
  type: string;
  title?: string;
  validation?: { location?: string[]; message?: string }[];
};

const isPrismProblem = (body: unknown): body is PrismProblem =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { type?: unknown }).type === 'string' &&
  (body as { type: string }).type.startsWith('https://stoplight.io/prism/errors');

const oneLine = (text: string, max = 300) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * The first line says what broke (the table shows it); the rest is Prism's full report and,
 * when Prism stood in for a broken response, what the server itself answered.
 */
function describeFailure(result: CallResult, gateway: Gateway): string {
  const { status } = result.response;
  const body = result.error ?? result.data;
  const full = JSON.stringify(body, null, 2) ?? '';
  if (isPrismProblem(body)) {
    // Prism's messages name the place themselves ("Response body must have required property").
    const violations = (body.validation ?? []).map(
      (v) => v.message ?? (v.location ?? []).join('.'),
    );
    const answer = gateway.lastAnswer(new URL(result.response.url).pathname);
    const head = `Prism ${status}: ${violations.join('; ') || body.title || body.type}`;
    const server = answer
      ? `\nThe server answered ${answer.status}: ${answer.body.slice(0, 2000)}`
      : '';
    return `${oneLine(head)}\n${full.slice(0, 3000)}${server}`;
  }
  return `HTTP ${status}: ${oneLine(typeof body === 'string' ? body : (JSON.stringify(body) ?? ''))}\n${full.slice(0, 3000)}`;
}

/** Its message's first line is what the summary table shows. */
function fail(message: string): never {
  throw new Error(message);
}

/** The call was the operation's own, succeeded, and its body has the generated schema's shape. */
export function expectHonoured(
  operation: SpecOperation,
  result: CallResult,
  called: ReadonlySet<string>,
  gateway: Gateway,
) {
  expect(called, 'the case must call its own operation').toContain(
    `${operation.method} ${operation.path}`,
  );
  if (!result.response.ok) fail(describeFailure(result, gateway));

  if (result.data instanceof Blob) {
    expect(result.data.size, 'the file is empty').toBeGreaterThan(0);
    expect(result.response.headers.get('Content-Disposition'), 'no file name').toMatch(/filename/);
    return;
  }
  const schema = responseSchema(operation.operationId);
  if (!schema) fail(`no generated response schema for ${operation.operationId}`);
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    fail(`zod: ${oneLine(issues.join('; '))}\n${JSON.stringify(parsed.error.issues, null, 2)}`);
  }
}
