import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { pushFormDefaults, pushFormSchema, type PushFormValues } from '../schemas';
import { filteredPush, pushMessage } from '../test/push-values';
import { inTimeZone } from '../../../test/time-zone';
import { toPushInput } from './push-form';

// Kaliningrad is UTC+2: local midnight of 1 November is 31 October 22:00 UTC.
inTimeZone();
beforeAll(installZodMessages);

const errors = (values: PushFormValues) => {
  const result = pushFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('toPushInput', () => {
  it('sends to all without filters', () => {
    expect(toPushInput({ ...pushFormDefaults, ...pushMessage })).toEqual({
      sendAll: true,
      ...pushMessage,
      averageSum: null,
      lessAverageSum: false,
      buyDateStart: null,
      buyDateEnd: null,
    });
  });

  it('ignores filter values left behind when sending to all', () => {
    expect(toPushInput({ ...filteredPush(), sendAll: true })).toMatchObject({
      sendAll: true,
      averageSum: null,
      lessAverageSum: false,
      buyDateStart: null,
      buyDateEnd: null,
    });
  });

  it('sends both filters: the days from 00:00 to 23:59 local, in UTC with seconds 00.000', () => {
    expect(toPushInput(filteredPush())).toEqual({
      sendAll: false,
      ...pushMessage,
      averageSum: 1500,
      lessAverageSum: true,
      buyDateStart: '2026-10-31T22:00:00.000Z',
      buyDateEnd: '2026-11-30T21:59:00.000Z',
    });
  });

  it('leaves out a filter whose switch is off', () => {
    expect(toPushInput({ ...filteredPush(), hasAverageFilter: false })).toMatchObject({
      averageSum: null,
      lessAverageSum: false,
      buyDateStart: '2026-10-31T22:00:00.000Z',
    });
    expect(toPushInput({ ...filteredPush(), hasDateFilter: false })).toMatchObject({
      averageSum: 1500,
      buyDateStart: null,
      buyDateEnd: null,
    });
  });

  it('sends 0 as an amount, not as "no filter"', () => {
    expect(toPushInput({ ...filteredPush(), averageSum: 0 }).averageSum).toBe(0);
  });
});

describe('pushFormSchema', () => {
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
    expect(errors({ ...filteredPush(), averageSum: undefined })).toEqual({
      averageSum: 'Обязательное поле',
    });
    expect(errors({ ...filteredPush(), averageSum: -5 })).toEqual({ averageSum: 'Не меньше 0' });
  });

  it('needs both dates, in order, when the date filter is on', () => {
    expect(errors({ ...filteredPush(), buyDateStart: '', buyDateEnd: '' })).toEqual({
      buyDateStart: 'Обязательное поле',
      buyDateEnd: 'Обязательное поле',
    });
    expect(
      errors({
        ...filteredPush(),
        buyDateStart: '05.11.2026',
        buyDateEnd: '04.11.2026',
      }),
    ).toEqual({ buyDateEnd: 'Дата «по» не может быть раньше даты «с»' });
    expect(
      errors({
        ...filteredPush(),
        buyDateStart: '05.11.2026',
        buyDateEnd: '05.11.2026',
      }),
    ).toEqual({});
  });

  it('says whether a purchase date is unfinished or does not exist', () => {
    expect(errors({ ...filteredPush(), buyDateStart: '31.12', buyDateEnd: '29.02.2025' })).toEqual({
      buyDateStart: 'Дата введена не полностью: дд.мм.гггг',
      buyDateEnd: 'Такой даты нет',
    });
    // Left behind in a filter that is off, they stop nothing.
    expect(
      errors({ ...filteredPush(), hasDateFilter: false, buyDateStart: '31.12', buyDateEnd: '3' }),
    ).toEqual({});
  });

  it('reports a filter rule together with an empty caption', () => {
    expect(errors({ ...filteredPush(), caption: '', averageSum: undefined })).toEqual({
      caption: 'Обязательное поле',
      averageSum: 'Обязательное поле',
    });
  });

  it('checks no filter when sending to all or when its switch is off', () => {
    const empty = { ...filteredPush(), averageSum: undefined, buyDateStart: '', buyDateEnd: '' };
    expect(errors({ ...empty, sendAll: true })).toEqual({});
    expect(
      errors({
        ...empty,
        hasAverageFilter: false,
        buyDateStart: '01.11.2026',
        buyDateEnd: '02.11.2026',
      }),
    ).toEqual({});
    expect(errors({ ...empty, hasDateFilter: false, averageSum: 0 })).toEqual({});
  });

  it('needs send-to-all or at least one filter: no audience is no mailing', () => {
    const noFilter = { ...filteredPush(), hasAverageFilter: false, hasDateFilter: false };
    expect(errors(noFilter)).toEqual({
      sendAll: 'Включите «Отправить всем» или выберите фильтр',
    });
    expect(errors({ ...noFilter, sendAll: true })).toEqual({});
  });

  it('needs a caption and a text that are more than spaces, and sends them trimmed', () => {
    expect(errors({ ...pushFormDefaults, caption: '   ', text: ' \n ' })).toEqual({
      caption: 'Обязательное поле',
      text: 'Обязательное поле',
    });
    const parsed = pushFormSchema.parse({
      ...pushFormDefaults,
      caption: ' Скидка ',
      text: ' 20% ',
    });
    expect(parsed).toMatchObject({ caption: 'Скидка', text: '20%' });
  });
});
