import { messages } from '../config/messages';

const m = messages.validation;

export type NumberTextProblem = 'notNumber' | 'notInteger' | 'decimals' | 'negative' | 'tooBig';

export type NumberText =
  | { status: 'empty' }
  | { status: 'valid'; value: number }
  | { status: 'invalid'; problem: NumberTextProblem };

const EMPTY: NumberText = { status: 'empty' };
const invalid = (problem: NumberTextProblem): NumberText => ({ status: 'invalid', problem });

/** Longer whole parts cannot be exact in a JSON number (and are typos): refused, not rounded. */
const MAX_WHOLE_DIGITS = 15;
const MONEY_WHOLE_DIGITS = 12;

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+[.,]\d+$/;
/** Digits, then at most one ',' or '.', then digits (a trailing separator is still typing). */
const MONEY = /^(\d+)(?:[.,](\d*))?$/;

/** Digits before the separator, leading zeros aside. */
const wholeDigits = (text: string) => (/\d+/.exec(text)?.[0] ?? '').replace(/^0+/, '').length;

/**
 * A typed number, read strictly: '12', '-3', and unless whole numbers are asked for '2,5' or
 * '2.5'; no exponents, hex, inner spaces or other signs. The range is the schema's job.
 */
export function readNumberText(text: string, { isInteger = false } = {}): NumberText {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY;
  const isDecimal = DECIMAL.test(trimmed);
  if (!INTEGER.test(trimmed) && !isDecimal) return invalid('notNumber');
  if (isDecimal && isInteger) return invalid('notInteger');
  if (wholeDigits(trimmed) > MAX_WHOLE_DIGITS) return invalid('tooBig');
  return { status: 'valid', value: Number(trimmed.replace(',', '.')) };
}

/**
 * A typed amount: decimal comma or dot, at most two decimals, never negative; built from the
 * digits as written, so a separator is never dropped.
 */
export function readMoneyText(text: string): NumberText {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY;
  const unsigned = trimmed.startsWith('-') ? trimmed.slice(1) : trimmed;
  const match = MONEY.exec(unsigned);
  if (!match) return invalid('notNumber');
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return invalid('decimals');
  if (unsigned !== trimmed) return invalid('negative');
  if (wholeDigits(whole) > MONEY_WHOLE_DIGITS) return invalid('tooBig');
  return { status: 'valid', value: Number(`${whole}.${fraction || '0'}`) };
}

/** The Russian message for a problem; `isMoney` names the money format in the example. */
export function numberTextMessage(problem: NumberTextProblem, isMoney = false): string {
  switch (problem) {
    case 'notNumber':
      return isMoney ? m.money : m.number;
    case 'notInteger':
      return m.integer;
    case 'decimals':
      return m.moneyDecimals;
    case 'negative':
      return m.min(0);
    case 'tooBig':
      return m.tooBig;
  }
}

/** A typed text as a form keeps it: `empty`, the number, or the text for the schema to refuse. */
export function toFormNumber<TEmpty extends null | undefined>(
  parsed: NumberText,
  raw: string,
  empty: TEmpty,
): number | string | TEmpty {
  if (parsed.status === 'empty') return empty;
  return parsed.status === 'valid' ? parsed.value : raw;
}

/**
 * What a money field shows for an amount not typed: two decimals, no grouping ('549.50'), so it
 * reads back the same; a kept invalid text as is; nothing as ''.
 */
export function moneyText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  return typeof value === 'string' ? value : '';
}
