import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../../../test/time-zone';
import { birthDateFromText, birthDateToText } from './birth-date';

// A zone east of UTC: a Date-based conversion would show the day before.
inTimeZone('Asia/Vladivostok');

describe('birthDateToText', () => {
  it('turns the contract date into the typed form', () => {
    expect(birthDateToText('1987-06-23')).toBe('23.06.1987');
    expect(birthDateToText('2000-01-01')).toBe('01.01.2000');
  });

  it('ignores a time part some servers append', () => {
    expect(birthDateToText('1987-06-23T00:00:00')).toBe('23.06.1987');
  });

  it('gives empty text for no or unreadable dates', () => {
    expect(birthDateToText(null)).toBe('');
    expect(birthDateToText(undefined)).toBe('');
    expect(birthDateToText('')).toBe('');
    expect(birthDateToText('23.06.1987')).toBe('');
  });
});

describe('birthDateFromText', () => {
  it('turns the typed date into the contract date', () => {
    expect(birthDateFromText('23.06.1987')).toBe('1987-06-23');
    expect(birthDateFromText('31.12.1999')).toBe('1999-12-31');
    expect(birthDateFromText('29.02.2024')).toBe('2024-02-29');
  });

  it('refuses incomplete or impossible dates', () => {
    expect(birthDateFromText('')).toBeNull();
    expect(birthDateFromText('23.06.19')).toBeNull();
    expect(birthDateFromText('31.02.2020')).toBeNull();
    expect(birthDateFromText('29.02.2023')).toBeNull();
    expect(birthDateFromText('00.01.2020')).toBeNull();
    expect(birthDateFromText('10.13.2020')).toBeNull();
  });

  it('round-trips', () => {
    for (const iso of ['1987-06-23', '2024-02-29', '1970-01-01']) {
      expect(birthDateFromText(birthDateToText(iso))).toBe(iso);
    }
  });
});
