import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../test/time-zone';
import {
  dayEndToUtc,
  dayStartToUtc,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  parseDateTimeText,
  parseServerDate,
  readDateText,
  toUtcIso,
} from './dates';

inTimeZone();

describe('server dates', () => {
  it('reads a zone-less value as UTC', () => {
    expect(parseServerDate('2026-11-20T09:30:00')?.toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(parseServerDate('2026-11-20T09:30:00Z')?.toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(parseServerDate('2026-11-20T11:30:00+02:00')?.toISOString()).toBe(
      '2026-11-20T09:30:00.000Z',
    );
    expect(parseServerDate('')).toBeNull();
    expect(parseServerDate('вчера')).toBeNull();
  });

  it('shows local time in the three formats', () => {
    expect(formatDate('2026-11-20T23:30:00Z')).toBe('21.11.2026');
    expect(formatDateTime('2026-11-20T09:30:00')).toBe('20.11.2026 11:30');
    expect(formatDateTimeSeconds('2026-11-20T09:30:15.000Z')).toBe('20.11.2026 11:30:15');
    expect(formatDate(null)).toBe('');
  });
});

describe('dates going out', () => {
  it('converts local time to UTC with seconds 00.000', () => {
    expect(toUtcIso(new Date(2026, 10, 20, 11, 30, 45, 500))).toBe('2026-11-20T09:30:00.000Z');
  });

  it('reads the typed news date and time', () => {
    expect(parseDateTimeText('20.11.2026 11:30')?.toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(parseDateTimeText('20.11.2026 11:')).toBeNull();
    expect(parseDateTimeText('31.02.2026 10:00')).toBeNull();
    expect(parseDateTimeText('20.11.2026 24:00')).toBeNull();
    expect(parseDateTimeText('20.11.2026 10:60')).toBeNull();
  });
});

describe('typed dates', () => {
  it('tells an unfinished date from one that does not exist', () => {
    for (const text of ['3', '31', '31.12', '31.12.20', '31.12.202']) {
      expect(readDateText(text, 'date'), text).toEqual({ kind: 'incomplete' });
    }
    for (const text of ['32.02.2026', '29.02.2025', '31.04.2026', '00.01.2026', '10.13.2026']) {
      expect(readDateText(text, 'date'), text).toEqual({ kind: 'noSuchDate' });
    }
    expect(readDateText('', 'date')).toEqual({ kind: 'empty' });
    expect(readDateText('   ', 'date')).toEqual({ kind: 'empty' });
    expect(readDateText('12/31/2026', 'date')).toEqual({ kind: 'noSuchDate' });
    expect(readDateText('29.02.2024', 'date')).toEqual({
      kind: 'valid',
      date: new Date(2024, 1, 29),
    });
  });

  it('reads the date and time of the news mask the same way', () => {
    for (const text of [
      '31.12',
      '31.12.2026',
      '31.12.2026 1',
      '31.12.2026 10:',
      '31.12.2026 10:5',
    ]) {
      expect(readDateText(text, 'dateTime'), text).toEqual({ kind: 'incomplete' });
    }
    expect(readDateText('32.02.2026 25:61', 'dateTime')).toEqual({ kind: 'noSuchDate' });
    expect(readDateText('29.02.2025 10:00', 'dateTime')).toEqual({ kind: 'noSuchDate' });
    expect(readDateText('20.11.2026 24:00', 'dateTime')).toEqual({ kind: 'noSuchTime' });
    expect(readDateText('20.11.2026 10:60', 'dateTime')).toEqual({ kind: 'noSuchTime' });
    expect(readDateText('20.11.2026 23:59', 'dateTime')).toEqual({
      kind: 'valid',
      date: new Date(2026, 10, 20, 23, 59),
    });
  });

  it('a date-only start is the first minute of the day, an end its last (23:59 local)', () => {
    expect(dayStartToUtc('01.12.2026')).toBe('2026-11-30T22:00:00.000Z');
    expect(dayEndToUtc('31.12.2026')).toBe('2026-12-31T21:59:00.000Z');
    expect(dayEndToUtc('28.02.2026')).toBe('2026-02-28T21:59:00.000Z');
  });

  it('sends nothing for an empty, unfinished or impossible day', () => {
    for (const text of ['', '31.12', '29.02.2025']) {
      expect(dayStartToUtc(text)).toBeNull();
      expect(dayEndToUtc(text)).toBeNull();
    }
  });
});
