import * as z from 'zod/mini';

const trimmed = z.string().check(z.trim());
const nonEmpty = z.string().check(z.minLength(1));

/**
 * A required form text, trimmed first (spaces only is 'Обязательное поле'; the trimmed value is
 * sent). Pass the contract's field schema to keep its other rules, such as a length limit.
 */
export function requiredText<T extends z.ZodMiniType<string, string>>(
  contract: T,
): z.ZodMiniPipe<typeof trimmed, T>;
export function requiredText(): z.ZodMiniPipe<typeof trimmed, typeof nonEmpty>;
export function requiredText(contract: z.ZodMiniType<string, string> = nonEmpty) {
  return z.pipe(trimmed, contract);
}
