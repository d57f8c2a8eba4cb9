import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from './zod-messages';
import { dateTextError, dateTextSchema } from './date-field';

const issuesOf = (format: 'date' | 'dateTime', text: string) => {
  const result = dateTextSchema(format).safeParse(text);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('typed date fields', () => {
  beforeAll(installZodMessages);

  it('says which is wrong: digits missing, or no such day or time', () => {
    expect(dateTextError('31.12', 'date')).toBe('Дата введена не полностью: дд.мм.гггг');
    expect(dateTextError('31.12.20', 'date')).toBe('Дата введена не полностью: дд.мм.гггг');
    expect(dateTextError('29.02.2025', 'date')).toBe('Такой даты нет');
    expect(dateTextError('31.12.2026 1', 'dateTime')).toBe(
      'Дата и время введены не полностью: дд.мм.гггг чч:мм',
    );
    expect(dateTextError('32.02.2026 25:61', 'dateTime')).toBe('Такой даты нет');
    expect(dateTextError('20.11.2026 25:61', 'dateTime')).toBe('Такого времени нет');
  });

  it('lets an empty or a real date through', () => {
    expect(dateTextError('', 'date')).toBeUndefined();
    expect(dateTextError('29.02.2024', 'date')).toBeUndefined();
    expect(dateTextError('29.02.2024 00:00', 'dateTime')).toBeUndefined();
    expect(issuesOf('date', '')).toEqual([]);
    expect(issuesOf('dateTime', '31.12.2026 23:59')).toEqual([]);
  });

  it('as a schema, one Russian message per field', () => {
    expect(issuesOf('date', '31.12')).toEqual(['Дата введена не полностью: дд.мм.гггг']);
    expect(issuesOf('date', '29.02.2025')).toEqual(['Такой даты нет']);
  });
});
