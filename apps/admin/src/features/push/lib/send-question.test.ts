import { describe, expect, it } from 'vitest';
import { pushFormDefaults, pushFormSchema, type PushFormValues } from '../schemas';
import { sendQuestion } from './send-question';

const filtered = (): PushFormValues => ({
  ...pushFormDefaults,
  caption: 'Пицца 3 по цене 2',
  text: 'Только до 15 декабря.',
  sendAll: false,
  hasAverageFilter: true,
  averageSum: 1500,
  lessAverageSum: true,
  hasDateFilter: true,
  buyDateStart: '01.11.2026',
  buyDateEnd: '30.11.2026',
});

describe('sendQuestion', () => {
  it('names everyone when sending to all, whatever filters were left behind', () => {
    expect(sendQuestion({ ...filtered(), sendAll: true })).toBe(
      'Отправить рассылку всем клиентам?',
    );
  });

  it('names the chosen filters in words', () => {
    expect(sendQuestion(filtered())).toBe(
      'Отправить рассылку клиентам по фильтрам: средний чек меньше 1,500.00, покупки с 01.11.2026 по 30.11.2026?',
    );
    expect(sendQuestion({ ...filtered(), lessAverageSum: false, hasDateFilter: false })).toBe(
      'Отправить рассылку клиентам по фильтрам: средний чек не меньше 1,500.00?',
    );
    expect(sendQuestion({ ...filtered(), hasAverageFilter: false })).toBe(
      'Отправить рассылку клиентам по фильтрам: покупки с 01.11.2026 по 30.11.2026?',
    );
  });

  it('is never asked with no filter on: the form refuses such a mailing first', () => {
    const noFilter = { ...filtered(), hasAverageFilter: false, hasDateFilter: false };
    expect(pushFormSchema.safeParse(noFilter).error?.issues).toEqual([
      expect.objectContaining({
        path: ['sendAll'],
        message: 'Включите «Отправить всем» или выберите фильтр',
      }),
    ]);
  });
});
