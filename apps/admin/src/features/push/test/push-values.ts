import { pushFormDefaults, type PushFormValues } from '../schemas';

export const pushMessage = { caption: 'Пицца 3 по цене 2', text: 'Только до 15 декабря.' };

/** A mailing with both filters on: average check under 1,500, purchases in November 2026. */
export const filteredPush = (): PushFormValues => ({
  ...pushFormDefaults,
  ...pushMessage,
  sendAll: false,
  hasAverageFilter: true,
  averageSum: 1500,
  lessAverageSum: true,
  hasDateFilter: true,
  buyDateStart: '01.11.2026',
  buyDateEnd: '30.11.2026',
});
