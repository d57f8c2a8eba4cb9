import * as z from 'zod/mini';

const trimmed = z.string().check(z.trim());
const nonEmpty = z.string().check(z.minLength(1));

/**
 * A required text of a form (a name, a title, a caption): leading and trailing spaces are
 * cut first, so a text of spaces only is 'Обязательное поле', and the value sent is the
 * trimmed one. Pass the contract's schema of the field to keep its other rules (a length
 * limit); without one the text just has to be non-empty.
 */
export function requiredText<T extends z.ZodMiniType<string, string>>(
  contract: T,
): z.ZodMiniPipe<typeof trimmed, T>;
export function requiredText(): z.ZodMiniPipe<typeof trimmed, typeof nonEmpty>;
export function requiredText(contract: z.ZodMiniType<string, string> = nonEmpty) {
  return z.pipe(trimmed, contract);
}
