import { describe, expect, it } from 'vitest';
import {
  copyMondayToWeek,
  emptyWeek,
  isHalfDay,
  timeFromServer,
  timeToServer,
  workTimeToForm,
  workTimeToServer,
} from './work-time';

const serverWeek = [
  { from: '10:00:00.000', to: '23:00:00.000' },
  { from: '10:00:00.000', to: '23:00:00.000' },
  { from: '10:00:00.000', to: '23:00:00.000' },
  { from: '10:00:00.000', to: '23:00:00.000' },
  { from: '10:00:00.000', to: '23:59:00.000' },
  { from: '11:00:00.000', to: '23:59:00.000' },
  { from: '11:00:00.000', to: '22:00:00.000' },
];

describe('times', () => {
  it('reads the server form with its seconds', () => {
    expect(timeFromServer('09:30:00.000')).toBe('09:30:00');
    expect(timeFromServer('10:00:30.000')).toBe('10:00:30');
    expect(timeFromServer('23:59:59.000')).toBe('23:59:59');
    expect(timeFromServer('7:05')).toBe('07:05:00');
  });

  it('reads nothing or nonsense as an empty time', () => {
    expect(timeFromServer(undefined)).toBe('');
    expect(timeFromServer(null)).toBe('');
    expect(timeFromServer('')).toBe('');
    expect(timeFromServer('25:00:00.000')).toBe('');
    expect(timeFromServer('полдень')).toBe('');
  });

  it('writes HH:mm:ss.000, seconds as chosen', () => {
    expect(timeToServer('09:30:00')).toBe('09:30:00.000');
    expect(timeToServer('10:00:30')).toBe('10:00:30.000');
    expect(timeToServer('23:59')).toBe('23:59:00.000');
  });

  it('keeps a stored time with seconds unchanged: server → form → server', () => {
    const week = serverWeek.map((day, index) =>
      index === 0 ? { from: '10:00:30.000', to: '22:59:59.000' } : day,
    );
    expect(workTimeToForm(week)[0]).toEqual({ from: '10:00:30', to: '22:59:59' });
    expect(workTimeToServer(workTimeToForm(week))).toEqual(week);
  });

  it('matches the contract pattern', () => {
    const pattern = /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.000$/;
    for (const time of ['00:00:00', '07:05:09', '12:30:00', '23:59:59']) {
      expect(timeToServer(time)).toMatch(pattern);
    }
  });

  it('refuses to write an empty or invalid time', () => {
    expect(() => timeToServer('')).toThrow();
    expect(() => timeToServer('24:00:00')).toThrow();
  });
});

describe('the week', () => {
  it('turns the server week into seven rows, Monday first', () => {
    const rows = workTimeToForm(serverWeek);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ from: '10:00:00', to: '23:00:00' });
    expect(rows[4]).toEqual({ from: '10:00:00', to: '23:59:00' });
    expect(rows[6]).toEqual({ from: '11:00:00', to: '22:00:00' });
  });

  it('round-trips: server → form → server gives the same week', () => {
    expect(workTimeToServer(workTimeToForm(serverWeek))).toEqual(serverWeek);
  });

  it('round-trips: form → server → form gives the same rows', () => {
    const rows = [
      { from: '09:00:00', to: '21:00:00' },
      { from: '09:15:00', to: '21:45:00' },
      { from: '00:00:00', to: '23:59:00' },
      { from: '08:00:00', to: '02:00:00' },
      { from: '10:00:00', to: '22:00:00' },
      { from: '11:00:00', to: '23:00:00' },
      { from: '12:00:00', to: '18:00:00' },
    ];
    expect(workTimeToForm(workTimeToServer(rows))).toEqual(rows);
  });

  it('fills a missing or short week with empty rows', () => {
    expect(workTimeToForm(undefined)).toEqual(emptyWeek());
    expect(emptyWeek()).toEqual(Array.from({ length: 7 }, () => ({ from: '', to: '' })));
    const short = workTimeToForm(serverWeek.slice(0, 2));
    expect(short[1]).toEqual({ from: '10:00:00', to: '23:00:00' });
    expect(short[2]).toEqual({ from: '', to: '' });
  });

  it('ignores entries beyond the seventh', () => {
    expect(workTimeToForm([...serverWeek, { from: '01:00:00.000', to: '02:00:00.000' }])).toEqual(
      workTimeToForm(serverWeek),
    );
  });

  it('sends exactly seven entries', () => {
    expect(() => workTimeToServer(emptyWeek().slice(0, 6))).toThrow();
  });
});

describe('closed days', () => {
  const closed = { from: null, to: null };

  it('sends a day with both times empty as closed', () => {
    expect(workTimeToServer(emptyWeek())).toEqual(Array.from({ length: 7 }, () => closed));
    const week = workTimeToForm(serverWeek).map((row, day) =>
      day === 6 ? { from: '', to: '' } : row,
    );
    expect(workTimeToServer(week)).toEqual([...serverWeek.slice(0, 6), closed]);
  });

  it('shows a closed day from the server as empty boxes', () => {
    const rows = workTimeToForm([...serverWeek.slice(0, 6), closed]);
    expect(rows[6]).toEqual({ from: '', to: '' });
    expect(rows[5]).toEqual({ from: '11:00:00', to: '23:59:00' });
  });

  it('knows a half-filled day, which may not be sent', () => {
    expect(isHalfDay({ from: '09:00:00', to: '' })).toBe(true);
    expect(isHalfDay({ from: '', to: '21:00:00' })).toBe(true);
    expect(isHalfDay({ from: '', to: '' })).toBe(false);
    expect(isHalfDay({ from: '09:00:00', to: '21:00:00' })).toBe(false);
    const week = emptyWeek().map((row, day) => (day === 3 ? { from: '09:00:00', to: '' } : row));
    expect(() => workTimeToServer(week)).toThrow();
  });

  it("copies Monday's hours to every day", () => {
    const week = workTimeToForm(serverWeek).map((row, day) =>
      day === 0 ? { from: '08:30:00', to: '20:00:00' } : row,
    );
    expect(copyMondayToWeek(week)).toEqual(
      Array.from({ length: 7 }, () => ({ from: '08:30:00', to: '20:00:00' })),
    );
    expect(
      copyMondayToWeek(
        emptyWeek().map((row, day) => (day === 0 ? row : { from: '10:00:00', to: '11:00:00' })),
      ),
    ).toEqual(emptyWeek());
  });
});
