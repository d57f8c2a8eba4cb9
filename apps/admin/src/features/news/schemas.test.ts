import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';

import { newsFormSchema, type NewsFormValues, newsFormDefaults } from './schemas';

const valid: NewsFormValues = { ...newsFormDefaults, title: 'Фестиваль' };

const errorsOf = (values: NewsFormValues) => {
  const result = newsFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('newsFormSchema', () => {
  beforeAll(installZodMessages);

  it('needs only a title', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, title: '   ' })).toEqual({ title: 'Обязательное поле' });
  });

  it('says whether a date is unfinished or does not exist', () => {
    const incomplete = 'Дата и время введены не полностью: дд.мм.гггг чч:мм';
    expect(errorsOf({ ...valid, startText: '27.11.20' })).toEqual({ startText: incomplete });
    expect(errorsOf({ ...valid, endText: '31.12' })).toEqual({ endText: incomplete });
    expect(errorsOf({ ...valid, endText: '31.12.2026 1' })).toEqual({ endText: incomplete });
    expect(errorsOf({ ...valid, endText: '30.02.2026 10:00' })).toEqual({
      endText: 'Такой даты нет',
    });
    expect(errorsOf({ ...valid, startText: '32.02.2026 25:61' })).toEqual({
      startText: 'Такой даты нет',
    });
    expect(errorsOf({ ...valid, endText: '27.11.2026 25:00' })).toEqual({
      endText: 'Такого времени нет',
    });
  });

  it('refuses an end before the start, and allows the same moment', () => {
    expect(
      errorsOf({ ...valid, startText: '27.11.2026 17:00', endText: '27.11.2026 16:59' }),
    ).toEqual({ endText: 'Дата окончания не может быть раньше даты начала' });
    expect(
      errorsOf({ ...valid, startText: '27.11.2026 17:00', endText: '27.11.2026 17:00' }),
    ).toEqual({});
    expect(errorsOf({ ...valid, startText: '', endText: '01.01.2020 00:00' })).toEqual({});
  });

  it('reports the date order even while the title is missing', () => {
    expect(
      errorsOf({ ...newsFormDefaults, startText: '02.01.2027 00:00', endText: '01.01.2027 00:00' }),
    ).toEqual({
      title: 'Обязательное поле',
      endText: 'Дата окончания не может быть раньше даты начала',
    });
  });
});
