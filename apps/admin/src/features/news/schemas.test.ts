import { beforeAll, describe, expect, it } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';
import { emptyNews } from './lib/news-values';
import { newsFormSchema, type NewsFormValues } from './schemas';

const valid: NewsFormValues = { ...emptyNews, title: 'Фестиваль' };

const errorsOf = (values: NewsFormValues) => {
  const result = newsFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('newsFormSchema', () => {
  beforeAll(installZodMessages);

  it('needs only a title (SPEC §5)', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, title: '   ' })).toEqual({ title: 'Обязательное поле' });
  });

  it('refuses an unfinished or impossible date in Russian', () => {
    const message = 'Введите дату и время полностью: дд.мм.гггг чч:мм';
    expect(errorsOf({ ...valid, startText: '27.11.20' })).toEqual({ startText: message });
    expect(errorsOf({ ...valid, endText: '30.02.2026 10:00' })).toEqual({ endText: message });
    expect(errorsOf({ ...valid, endText: '27.11.2026 25:00' })).toEqual({ endText: message });
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
      errorsOf({ ...emptyNews, startText: '02.01.2027 00:00', endText: '01.01.2027 00:00' }),
    ).toEqual({
      title: 'Обязательное поле',
      endText: 'Дата окончания не может быть раньше даты начала',
    });
  });
});
