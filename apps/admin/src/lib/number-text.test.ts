import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  moneyText,
  numberTextMessage,
  readMoneyText,
  readNumberText,
  toFormNumber,
} from './number-text';

const valueOf = (parsed: ReturnType<typeof readMoneyText>) =>
  parsed.status === 'valid' ? parsed.value : parsed.status;
const problemOf = (parsed: ReturnType<typeof readMoneyText>) =>
  parsed.status === 'invalid' ? parsed.problem : parsed.status;

describe('readMoneyText', () => {
  it('reads a decimal comma and a dot alike', () => {
    expect(valueOf(readMoneyText('549,50'))).toBe(549.5);
    expect(valueOf(readMoneyText('549.50'))).toBe(549.5);
    expect(valueOf(readMoneyText('549,5'))).toBe(549.5);
    expect(valueOf(readMoneyText('0,05'))).toBe(0.05);
    expect(valueOf(readMoneyText(' 549 '))).toBe(549);
    expect(valueOf(readMoneyText('0'))).toBe(0);
    // A separator typed last is still typing: what it gives is shown under the field.
    expect(valueOf(readMoneyText('549,'))).toBe(549);
  });

  it('is empty for nothing typed', () => {
    expect(readMoneyText('')).toEqual({ status: 'empty' });
    expect(readMoneyText('   ')).toEqual({ status: 'empty' });
  });

  it('refuses anything else, saying why', () => {
    expect(problemOf(readMoneyText('5,5,5'))).toBe('notNumber');
    expect(problemOf(readMoneyText('5.5,5'))).toBe('notNumber');
    expect(problemOf(readMoneyText('1e3'))).toBe('notNumber');
    expect(problemOf(readMoneyText('abc'))).toBe('notNumber');
    expect(problemOf(readMoneyText('12р'))).toBe('notNumber');
    expect(problemOf(readMoneyText('+5'))).toBe('notNumber');
    expect(problemOf(readMoneyText('1 000'))).toBe('notNumber');
    expect(problemOf(readMoneyText(',5'))).toBe('notNumber');
    expect(problemOf(readMoneyText('0x10'))).toBe('notNumber');
    expect(problemOf(readMoneyText('Infinity'))).toBe('notNumber');
    expect(problemOf(readMoneyText('-'))).toBe('notNumber');
    expect(problemOf(readMoneyText('549,505'))).toBe('decimals');
    expect(problemOf(readMoneyText('-5'))).toBe('negative');
    expect(problemOf(readMoneyText('-5,50'))).toBe('negative');
    expect(problemOf(readMoneyText('1234567890123'))).toBe('tooBig');
    expect(valueOf(readMoneyText('123456789012,99'))).toBe(123456789012.99);
  });

  it('never multiplies: any amount with up to two decimals reads back exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(',', '.'),
        fc.boolean(),
        (whole, cents, separator, padCents) => {
          const fraction = padCents ? String(cents).padStart(2, '0') : String(cents % 10);
          const text = `${whole}${separator}${fraction}`;
          const expected = (whole * 100 + Number(fraction.padEnd(2, '0'))) / 100;
          expect(valueOf(readMoneyText(text))).toBe(expected);
          expect(valueOf(readMoneyText(String(whole)))).toBe(whole);
        },
      ),
    );
  });

  it('never reads more than two decimals, nor two separators', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.stringMatching(/^\d{3,6}$/),
        fc.constantFrom(',', '.'),
        (whole, fraction, separator) => {
          expect(problemOf(readMoneyText(`${whole}${separator}${fraction}`))).toBe('decimals');
          expect(problemOf(readMoneyText(`${whole}${separator}5${separator}5`))).toBe('notNumber');
        },
      ),
    );
  });

  it('takes nothing with a letter in it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('a', 'e', 'E', 'р', 'x', '$'),
        fc.string(),
        (a, letter, b) => {
          expect(readMoneyText(`${a}${letter}${b}`).status).toBe('invalid');
        },
      ),
    );
  });
});

describe('readNumberText', () => {
  it('reads whole numbers, and decimals unless whole numbers are asked for', () => {
    expect(valueOf(readNumberText('12'))).toBe(12);
    expect(valueOf(readNumberText('-3'))).toBe(-3);
    expect(valueOf(readNumberText('2,5'))).toBe(2.5);
    expect(valueOf(readNumberText('2.5'))).toBe(2.5);
    expect(problemOf(readNumberText('2,5', { isInteger: true }))).toBe('notInteger');
    expect(valueOf(readNumberText('-3', { isInteger: true }))).toBe(-3);
    expect(readNumberText(' ')).toEqual({ status: 'empty' });
  });

  it('does not rewrite exponents, stray signs or separators into another number', () => {
    for (const text of [
      '1e1',
      '1E1',
      '-',
      '--1',
      '+1',
      '1-',
      '1,5,5',
      '0x10',
      '1 000',
      'abc',
      '.5',
    ]) {
      expect(problemOf(readNumberText(text)), text).toBe('notNumber');
    }
    expect(problemOf(readNumberText('1234567890123456'))).toBe('tooBig');
    // Long decimals (a coordinate as a server stored it) are a number, not 'too big'.
    expect(valueOf(readNumberText('54.71412345678901'))).toBe(54.71412345678901);
  });

  it('reads any safe whole number back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (value) => {
        expect(valueOf(readNumberText(String(value), { isInteger: true }))).toBe(value);
      }),
    );
  });
});

describe('numberTextMessage', () => {
  it('says in Russian what is wrong', () => {
    expect(numberTextMessage('notNumber', true)).toBe('Введите сумму цифрами, например 549,50');
    expect(numberTextMessage('notNumber')).toBe('Введите число');
    expect(numberTextMessage('notInteger')).toBe('Введите целое число');
    expect(numberTextMessage('decimals')).toBe('Не больше двух знаков после запятой');
    expect(numberTextMessage('negative')).toBe('Не меньше 0');
    expect(numberTextMessage('tooBig')).toBe('Слишком большое число');
  });
});

describe('toFormNumber', () => {
  it('keeps the typed text when it is not a number, so nothing typed is lost', () => {
    expect(toFormNumber(readMoneyText('5,5,5'), '5,5,5', undefined)).toBe('5,5,5');
    expect(toFormNumber(readMoneyText('549,50'), '549,50', undefined)).toBe(549.5);
    expect(toFormNumber(readMoneyText(''), '', null)).toBeNull();
    expect(toFormNumber(readMoneyText(''), '', undefined)).toBeUndefined();
  });
});

describe('moneyText', () => {
  it('shows an amount with two decimals and no grouping, so it reads back the same', () => {
    expect(moneyText(549.5)).toBe('549.50');
    expect(moneyText(300)).toBe('300.00');
    expect(moneyText(1500)).toBe('1500.00');
    expect(readMoneyText(moneyText(1234567.89))).toEqual({ status: 'valid', value: 1234567.89 });
    expect(moneyText('5,5,5')).toBe('5,5,5');
    expect(moneyText(undefined)).toBe('');
    expect(moneyText(null)).toBe('');
  });
});
