import type { Schemas } from '@shop/api-client';
import { toUtcIso } from '../../../lib/dates';
import type { PushFormValues } from '../schemas';

export type PushMailing = Schemas['PushMailing'];

/**
 * The form's values → POST /push. 'Отправить всем' sends no filters; otherwise each filter
 * goes out only when its switch is on. The purchase dates are local midnights sent as UTC
 * ISO strings with seconds 00.000 (SPEC §5).
 */
export function buildPushModel(values: PushFormValues): PushMailing {
  const { sendAll, caption, text } = values;
  const byAverage = !sendAll && values.hasAverageFilter && values.averageSum !== undefined;
  const start = !sendAll && values.hasDateFilter ? values.buyDateStart : null;
  const end = !sendAll && values.hasDateFilter ? values.buyDateEnd : null;
  // The contract wants both dates or neither.
  const hasDates = start !== null && end !== null;
  return {
    sendAll,
    caption,
    text,
    averageSum: byAverage ? (values.averageSum ?? null) : null,
    lessAverageSum: byAverage ? values.lessAverageSum : false,
    buyDateStart: hasDates ? toUtcIso(start) : null,
    buyDateEnd: hasDates ? toUtcIso(end) : null,
  };
}
