import { redact as redactWith } from './redact.mjs';

// The secrets this run of the suite holds: what it was given (password, token) and every token
// pair it received. Only this process knows the pairs, so failures are redacted here, before
// any reporter (the log, the summary table, the JUnit file) sees them.
const held = new Set<string>();

export function holdSecrets(...values: (string | null | undefined)[]) {
  for (const value of values) if (value) held.add(value);
}

const redact = (text: string) => redactWith(text, held);

/** The same error with its message and stack redacted (a reporter prints both). */
export function redactedError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(redact(String(error)));
  error.message = redact(error.message);
  if (error.stack) error.stack = redact(error.stack);
  return error;
}
