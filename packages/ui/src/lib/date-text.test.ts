import { describe, expect, it } from 'vitest';
import { formatDateText, isSameDate, parseDateText } from './date-text';

describe('date text', () => {
  it('parses a complete dd.MM.yyyy date as local midnight', () => {
    expect(parseDateText('05.03.2024')).toEqual(new Date(2024, 2, 5));
  });

  it('rejects partial, impossible and malformed dates', () => {
    expect(parseDateText('05.03.20')).toBeNull();
    expect(parseDateText('31.02.2024')).toBeNull();
    expect(parseDateText('05.13.2024')).toBeNull();
    expect(parseDateText('00.03.2024')).toBeNull();
    expect(parseDateText('2024-03-05')).toBeNull();
    expect(parseDateText('')).toBeNull();
  });

  it('formats with leading zeros', () => {
    expect(formatDateText(new Date(2024, 0, 9))).toBe('09.01.2024');
  });

  it('compares calendar days', () => {
    expect(isSameDate(new Date(2024, 0, 9, 10), new Date(2024, 0, 9, 22))).toBe(true);
    expect(isSameDate(new Date(2024, 0, 9), new Date(2024, 0, 10))).toBe(false);
    expect(isSameDate(null, null)).toBe(true);
    expect(isSameDate(null, new Date())).toBe(false);
  });
});
