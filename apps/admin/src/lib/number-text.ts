import { messages } from '../config/messages';

const m = messages.validation;

/** Why a typed text is not the number it should be. */
export type NumberTextProblem = 'notNumber' | 'notInteger' | 'decimals' | 'negative' | 'tooBig';

/** What a typed number reads as: nothing, a number, or why it is not one. */
export type NumberText =
  | { status: 'empty' }
  | { status: 'valid'; value: number }
  | { status: 'invalid'; problem: NumberTextProblem };

const EMPTY: NumberText = { status: 'empty' };
const invalid = (problem: NumberTextProblem): NumberText => ({ status: 'invalid', problem });

/**
 * A whole part longer than this cannot be kept exactly in a JSON number (and is a typo
 * anyway), so it is refused rather than rounded.
 */
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
 * '2.5'. Exponents ('1e1'), signs other than a leading '-', spaces inside, hex and the like
 * are not numbers here, so nothing typed is silently read as something else. The range
 * (e.g. 'not below 0') is the schema's job.
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
 * A typed amount of money: a decimal comma or dot ('549,50' and '549.50' are 549.5), at most
 * two decimals, never negative. The value is built from the digits as written, so a
 * separator is never dropped and the amount never multiplied.
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

/**
 * What a form keeps for a typed text: undefined (or `empty`) for nothing, the number when it
 * reads as one, else the text itself, so the schema refuses it and nothing typed is lost.
 */
export function toFormNumber<TEmpty extends null | undefined>(
  parsed: NumberText,
  raw: string,
  empty: TEmpty,
): number | string | TEmpty {
  if (parsed.status === 'empty') return empty;
  return parsed.status === 'valid' ? parsed.value : raw;
}

/**
 * What a money field shows for an amount it did not get from typing: two decimals, no
 * grouping ('549.50', '1500.00'), so that it reads back as the same amount; a kept invalid
 * text as it is; nothing as ''.
 */
export function moneyText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return value.toFixed(2);
  return typeof value === 'string' ? value : '';
}
