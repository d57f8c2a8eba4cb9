import { describe, expect, it } from 'vitest';
import { typedDay, withPickedDay } from './date-time-text';

const day = new Date(2026, 10, 27);

describe('withPickedDay', () => {
  it('starts a picked start day at 00:00 and ends a picked end day at 23:59', () => {
    expect(withPickedDay('', day, 'start')).toBe('27.11.2026 00:00');
    expect(withPickedDay('', day, 'end')).toBe('27.11.2026 23:59');
  });

  it('keeps a whole typed time, even after a date that does not exist', () => {
    expect(withPickedDay('20.11.2026 09:30', day, 'end')).toBe('27.11.2026 09:30');
    expect(withPickedDay('31.02.2026 18:05', day, 'start')).toBe('27.11.2026 18:05');
  });

  it('replaces a half-typed or impossible time with the day time', () => {
    expect(withPickedDay('20.11.2026 1', day, 'end')).toBe('27.11.2026 23:59');
    expect(withPickedDay('20.11.2026 24:00', day, 'start')).toBe('27.11.2026 00:00');
  });
});

describe('typedDay', () => {
  it('reads the date part of a typed date and time', () => {
    expect(typedDay('20.11.2026 09:30')).toEqual(new Date(2026, 10, 20));
    expect(typedDay('20.11.2026')).toEqual(new Date(2026, 10, 20));
  });

  it('has no day for half-typed or impossible dates', () => {
    expect(typedDay('20.11')).toBeNull();
    expect(typedDay('31.02.2026 10:00')).toBeNull();
  });
});
