import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { installZodMessages } from './zod-messages';

const messageOf = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('Russian zod messages', () => {
  beforeAll(installZodMessages);

  it('calls a missing or empty value required', () => {
    expect(messageOf(z.string().check(z.minLength(1)), '')).toBe('Обязательное поле');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Обязательное поле');
  });

  it('names length and range limits', () => {
    expect(messageOf(z.string().check(z.maxLength(150)), 'я'.repeat(151))).toBe(
      'Не более 150 символов',
    );
    expect(messageOf(z.int().check(z.gte(0)), -1)).toBe('Не меньше 0');
    expect(messageOf(z.number(), 'abc')).toBe('Введите число');
  });

  it('names formats', () => {
    expect(messageOf(z.email(), 'not-an-email')).toBe('Неверный адрес электронной почты');
    expect(messageOf(z.url(), 'nope')).toBe('Неверная ссылка');
  });
});
