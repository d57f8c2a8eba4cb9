import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { pushFormDefaults, pushFormSchema, type PushFormValues } from '../schemas';
import { buildPushModel } from './push-model';

// Kaliningrad is UTC+2: local midnight of 1 November is 31 October 22:00 UTC.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Kaliningrad';
  installZodMessages();
});
afterAll(() => {
  process.env.TZ = originalTz;
});

const message = { caption: 'Пицца 3 по цене 2', text: 'Только до 15 декабря.' };
// Built inside each test: local dates must be made after the time zone is set.
const filtered = (): PushFormValues => ({
  ...pushFormDefaults,
  ...message,
  sendAll: false,
  hasAverageFilter: true,
  averageSum: 1500,
  lessAverageSum: true,
  hasDateFilter: true,
  buyDateStart: new Date(2026, 10, 1),
  buyDateEnd: new Date(2026, 10, 22),
});

const errors = (values: PushFormValues) => {
  const result = pushFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('buildPushModel', () => {
  it('sends to all without filters', () => {
    expect(buildPushModel({ ...pushFormDefaults, ...message })).toEqual({
      sendAll: true,
      ...message,
      averageSum: null,
      lessAverageSum: false,
      buyDateStart: null,
      buyDateEnd: null,
    });
  });

  it('ignores filter values left behind when sending to all', () => {
    expect(buildPushModel({ ...filtered(), sendAll: true })).toMatchObject({
      sendAll: true,
      averageSum: null,
      lessAverageSum: false,
      buyDateStart: null,
      buyDateEnd: null,
    });
  });

  it('sends both filters, dates as local midnight in UTC with seconds 00.000', () => {
    expect(buildPushModel(filtered())).toEqual({
      sendAll: false,
      ...message,
      averageSum: 1500,
      lessAverageSum: true,
      buyDateStart: '2026-10-31T22:00:00.000Z',
      buyDateEnd: '2026-11-21T22:00:00.000Z',
    });
  });

  it('leaves out a filter whose switch is off', () => {
    expect(buildPushModel({ ...filtered(), hasAverageFilter: false })).toMatchObject({
      averageSum: null,
      lessAverageSum: false,
      buyDateStart: '2026-10-31T22:00:00.000Z',
    });
    expect(buildPushModel({ ...filtered(), hasDateFilter: false })).toMatchObject({
      averageSum: 1500,
      buyDateStart: null,
      buyDateEnd: null,
    });
  });

  it('sends 0 as an amount, not as "no filter"', () => {
    expect(buildPushModel({ ...filtered(), averageSum: 0 }).averageSum).toBe(0);
  });
});

describe('pushFormSchema (SPEC §5)', () => {
  it('needs caption and text, within 150 and 1000 characters', () => {
    expect(errors(pushFormDefaults)).toEqual({
      caption: 'Обязательное поле',
      text: 'Обязательное поле',
    });
    expect(
      errors({ ...pushFormDefaults, caption: 'а'.repeat(151), text: 'б'.repeat(1001) }),
    ).toEqual({ caption: 'Не более 150 символов', text: 'Не более 1000 символов' });
    expect(
      errors({ ...pushFormDefaults, caption: 'а'.repeat(150), text: 'б'.repeat(1000) }),
    ).toEqual({});
  });

  it('needs the amount when the average-check filter is on', () => {
    expect(errors({ ...filtered(), averageSum: undefined })).toEqual({
      averageSum: 'Обязательное поле',
    });
    expect(errors({ ...filtered(), averageSum: -5 })).toEqual({ averageSum: 'Не меньше 0' });
  });

  it('needs both dates, in order, when the date filter is on', () => {
    expect(errors({ ...filtered(), buyDateStart: null, buyDateEnd: null })).toEqual({
      buyDateStart: 'Обязательное поле',
      buyDateEnd: 'Обязательное поле',
    });
    expect(
      errors({
        ...filtered(),
        buyDateStart: new Date(2026, 10, 5),
        buyDateEnd: new Date(2026, 10, 4),
      }),
    ).toEqual({ buyDateEnd: 'Дата «по» не может быть раньше даты «с»' });
    expect(
      errors({
        ...filtered(),
        buyDateStart: new Date(2026, 10, 5),
        buyDateEnd: new Date(2026, 10, 5),
      }),
    ).toEqual({});
  });

  it('reports a filter rule together with an empty caption', () => {
    expect(errors({ ...filtered(), caption: '', averageSum: undefined })).toEqual({
      caption: 'Обязательное поле',
      averageSum: 'Обязательное поле',
    });
  });

  it('checks no filter when sending to all or when its switch is off', () => {
    const empty = { ...filtered(), averageSum: undefined, buyDateStart: null, buyDateEnd: null };
    expect(errors({ ...empty, sendAll: true })).toEqual({});
    expect(errors({ ...empty, hasAverageFilter: false, hasDateFilter: false })).toEqual({});
  });
});
