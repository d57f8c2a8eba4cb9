import { describe, expect, it } from 'vitest';
import {
  formatTime,
  normalizeTimePart,
  parseTime,
  sanitizeTimePart,
  stepTimePart,
  timeFromParts,
  wrap,
} from './time';

describe('time helpers', () => {
  it('wraps values both ways', () => {
    expect(wrap(24, 24)).toBe(0);
    expect(wrap(-1, 24)).toBe(23);
    expect(wrap(61, 60)).toBe(1);
    expect(wrap(-1, 60)).toBe(59);
  });

  it('keeps at most two digits', () => {
    expect(sanitizeTimePart('1a2b3')).toBe('12');
    expect(sanitizeTimePart('ab')).toBe('');
  });

  it('normalizes typed parts with wrapping', () => {
    expect(normalizeTimePart('25', 24)).toBe(1);
    expect(normalizeTimePart('75', 60)).toBe(15);
    expect(normalizeTimePart('', 60)).toBe(0);
  });

  it('steps hours mod 24 and minutes mod 60', () => {
    expect(stepTimePart('23', 1, 24)).toBe('00');
    expect(stepTimePart('00', -1, 24)).toBe('23');
    expect(stepTimePart('59', 1, 60)).toBe('00');
    expect(stepTimePart('0', -1, 60)).toBe('59');
    expect(stepTimePart('7', 1, 24)).toBe('08');
  });

  it('parses HH:mm and the server forms, seconds kept', () => {
    expect(parseTime('09:05')).toEqual({ hours: 9, minutes: 5, seconds: 0 });
    expect(parseTime('9:05')).toEqual({ hours: 9, minutes: 5, seconds: 0 });
    expect(parseTime('18:30:00.000')).toEqual({ hours: 18, minutes: 30, seconds: 0 });
    expect(parseTime('10:00:30.000')).toEqual({ hours: 10, minutes: 0, seconds: 30 });
    expect(parseTime('18:30:45')).toEqual({ hours: 18, minutes: 30, seconds: 45 });
  });

  it('rejects malformed or out-of-range times', () => {
    expect(parseTime('')).toBeNull();
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('1230')).toBeNull();
    expect(parseTime('12:30:60')).toBeNull();
  });

  it('formats with two digits each', () => {
    expect(formatTime({ hours: 7, minutes: 3, seconds: 9 })).toBe('07:03:09');
  });

  it('builds the value from typed parts', () => {
    expect(timeFromParts('', '', '')).toBe('');
    expect(timeFromParts('9', '', '')).toBe('09:00:00');
    expect(timeFromParts('', '', '30')).toBe('00:00:30');
    expect(timeFromParts('25', '61', '75')).toBe('01:01:15');
  });
});
