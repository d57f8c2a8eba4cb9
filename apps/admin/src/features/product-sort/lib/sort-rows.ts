import { moveToPosition, renumber, type Ordered } from '@shop/ui/lib/reorder';
import { messages } from '../../../config/messages';
import { numberTextMessage, readNumberText } from '../../../lib/number-text';

/** One line of a sort screen: what it shows, and the item it saves. `order` is its position. */
export type SortRow<T> = {
  /** Stable across moves (filters have no id, so it is assigned on load). */
  key: string;
  name: string;
  isPublished?: boolean;
  order: number;
  item: T;
};

export type RowDescription = { key: string; name: string; isPublished?: boolean };

/** On load the order values are 1-based list positions. */
export function toSortRows<T>(
  items: readonly T[],
  describe: (item: T, index: number) => RowDescription,
): SortRow<T>[] {
  return renumber(items.map((item, index) => ({ ...describe(item, index), order: 0, item })));
}

export const toSavedItems = <T extends Ordered>(rows: readonly SortRow<T>[]): T[] =>
  rows.map((row) => ({ ...row.item, order: row.order }));

/** A whole number from 1, else null (the item stays where it was). */
export function parsePosition(text: string): number | null {
  const parsed = readNumberText(text, { isInteger: true });
  return parsed.status === 'valid' && parsed.value >= 1 ? parsed.value : null;
}

/** A position above the count is capped; an invalid one returns the same array. */
export function applyTypedPosition<T extends Ordered>(
  rows: readonly T[],
  index: number,
  text: string,
): readonly T[] {
  const position = parsePosition(text);
  return position === null ? rows : moveToPosition(rows, index, position);
}

/** Sort inputs take integers from 0. The Russian message for anything else. */
export function positionError(text: string): string | undefined {
  const parsed = readNumberText(text, { isInteger: true });
  if (parsed.status === 'empty') return messages.validation.required;
  if (parsed.status === 'invalid') return numberTextMessage(parsed.problem);
  return parsed.value < 0 ? messages.validation.min(0) : undefined;
}

/** Above this many items the list shows in two columns. */
const TWO_COLUMNS_ABOVE = 30;

/** The list cut into one or two columns, the first holding the extra item of an odd count. */
export function splitIntoColumns<T>(rows: readonly T[]): (readonly T[])[] {
  if (rows.length <= TWO_COLUMNS_ABOVE) return [rows];
  const half = Math.ceil(rows.length / 2);
  return [rows.slice(0, half), rows.slice(half)];
}
