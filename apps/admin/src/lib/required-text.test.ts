import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { requiredText } from './required-text';
import { installZodMessages } from './zod-messages';

const messageOf = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('requiredText', () => {
  beforeAll(installZodMessages);

  it('calls empty and whitespace-only text required', () => {
    for (const text of ['', ' ', '   ', '\t', '\n \u00a0']) {
      expect(messageOf(requiredText(), text), JSON.stringify(text)).toBe('Обязательное поле');
    }
    expect(messageOf(requiredText(), undefined)).toBe('Обязательное поле');
  });

  it('gives the text without leading and trailing spaces, inner ones kept', () => {
    expect(requiredText().parse('  Пицца  Маргарита ')).toBe('Пицца  Маргарита');
  });

  it("keeps the contract's other rules, checked on the trimmed text", () => {
    const caption = requiredText(z.string().check(z.minLength(1), z.maxLength(5)));
    expect(messageOf(caption, '   ')).toBe('Обязательное поле');
    expect(caption.parse('  12345  ')).toBe('12345');
    expect(messageOf(caption, '123456')).toBe('Не более 5 символов');
  });
});
