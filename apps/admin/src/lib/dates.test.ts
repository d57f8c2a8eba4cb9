import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  parseDateTimeText,
  parseServerDate,
  toUtcIso,
} from './dates';

// Kaliningrad is UTC+2 all year: a real offset, and no DST surprises in the expectations.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Kaliningrad';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

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
