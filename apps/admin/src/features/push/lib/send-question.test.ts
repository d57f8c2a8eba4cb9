import { describe, expect, it } from 'vitest';
import { pushFormSchema } from '../schemas';
import { filteredPush } from '../test/push-values';
import { sendQuestion } from './send-question';

describe('sendQuestion', () => {
  it('names everyone when sending to all, whatever filters were left behind', () => {
    expect(sendQuestion({ ...filteredPush(), sendAll: true })).toBe(
      'Отправить рассылку всем клиентам?',
    );
  });

  it('names the chosen filters in words', () => {
    expect(sendQuestion(filteredPush())).toBe(
      'Отправить рассылку клиентам по фильтрам: средний чек меньше 1,500.00, покупки с 01.11.2026 по 30.11.2026?',
    );
    expect(sendQuestion({ ...filteredPush(), lessAverageSum: false, hasDateFilter: false })).toBe(
      'Отправить рассылку клиентам по фильтрам: средний чек не меньше 1,500.00?',
    );
    expect(sendQuestion({ ...filteredPush(), hasAverageFilter: false })).toBe(
      'Отправить рассылку клиентам по фильтрам: покупки с 01.11.2026 по 30.11.2026?',
    );
  });

  it('is never asked with no filter on: the form refuses such a mailing first', () => {
    const noFilter = { ...filteredPush(), hasAverageFilter: false, hasDateFilter: false };
    expect(pushFormSchema.safeParse(noFilter).error?.issues).toEqual([
      expect.objectContaining({
        path: ['sendAll'],
        message: 'Включите «Отправить всем» или выберите фильтр',
      }),
    ]);
  });
});
