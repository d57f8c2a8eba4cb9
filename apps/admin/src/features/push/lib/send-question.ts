import { messages } from '../../../config/messages';
import { formatMoney } from '../../../lib/money';
import type { PushFormValues } from '../schemas';

const m = messages.push;

/**
 * The question asked before a mailing goes out, naming who gets it: everyone, or the filters
 * that will be sent (the same ones toPushInput sends), in words. A mailing with neither is
 * refused by the form (see lib/audience.ts), so it never gets this far.
 */
export function sendQuestion(values: PushFormValues): string {
  if (values.sendAll) return m.confirmAll;
  const filters: string[] = [];
  if (values.hasAverageFilter && values.averageSum !== undefined) {
    const sum = formatMoney(values.averageSum);
    filters.push(values.lessAverageSum ? m.averageBelow(sum) : m.averageFrom(sum));
  }
  const { buyDateStart: start, buyDateEnd: end } = values;
  if (values.hasDateFilter && start && end) {
    filters.push(m.boughtBetween(start, end));
  }
  return m.confirmFiltered(filters.join(', '));
}
