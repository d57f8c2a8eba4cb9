import { describe, expect, it } from 'vitest';
import { formatDateText, parseDateText } from './date-text';

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
    expect(parseDateText('29.02.2025')).toBeNull();
    expect(parseDateText('32.01.2025')).toBeNull();
    expect(parseDateText('01.01.0000')).toBeNull();
    expect(parseDateText('29.02.2024')).toEqual(new Date(2024, 1, 29));
  });

  it('formats with leading zeros', () => {
    expect(formatDateText(new Date(2024, 0, 9))).toBe('09.01.2024');
  });
});
