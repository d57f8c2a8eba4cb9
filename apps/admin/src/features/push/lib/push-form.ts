import type { Schemas } from '@shop/api-client';
import { dayEndToUtc, dayStartToUtc } from '../../../lib/dates';
import type { PushFormValues } from '../schemas';

export type PushMailing = Schemas['PushMailing'];

/**
 * The form's values → POST /push. 'Отправить всем' sends no filters; otherwise each filter
 * goes out only when its switch is on. The purchase days run from 00:00 of the first to 23:59
 * of the last, local time, sent as UTC ISO strings with seconds 00.000.
 */
export function toPushInput(values: PushFormValues): PushMailing {
  const { sendAll, caption, text } = values;
  const byAverage = !sendAll && values.hasAverageFilter && values.averageSum !== undefined;
  const start = !sendAll && values.hasDateFilter ? dayStartToUtc(values.buyDateStart) : null;
  const end = !sendAll && values.hasDateFilter ? dayEndToUtc(values.buyDateEnd) : null;
  // The contract wants both dates or neither.
  const hasDates = start !== null && end !== null;
  return {
    sendAll,
    caption,
    text,
    averageSum: byAverage ? (values.averageSum ?? null) : null,
    lessAverageSum: byAverage ? values.lessAverageSum : false,
    buyDateStart: hasDates ? start : null,
    buyDateEnd: hasDates ? end : null,
  };
}
