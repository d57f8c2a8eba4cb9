import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../../test/time-zone';
import { formatDateTimeSeconds } from '../dates';
import { csvDay, csvMoney, type CsvCell } from './csv-values';
import { writeCsv } from './write-csv';

inTimeZone();

type Row = { a: CsvCell; b?: CsvCell };
/** Two columns, 'Название' and 'Сумма', one row per Row. */
const write = (rows: Row[]) =>
  writeCsv({ header: ['Название', 'Сумма'], rows: rows.map(({ a, b }) => [a, b]) });
/** The file's rows without the BOM, split where a row ends (CRLF). */
const rowsOf = (text: string) => text.slice(1).split('\r\n');

describe('writeCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every row, the last too, with CRLF', () => {
    const text = write([{ a: 'Пицца', b: 1 }]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(rowsOf(text)).toEqual(['Название;Сумма', 'Пицца;1', '']);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes the header row alone for no records', () => {
    expect(write([])).toBe('\uFEFFНазвание;Сумма\r\n');
  });

  it('quotes a field holding the separator, a quote or a line break, doubling its quotes', () => {
    const text = write([
      { a: 'Сыр; ветчина', b: 'Пицца "Четыре сыра"' },
      { a: 'первая\nвторая', b: 'a\r\nb' },
      { a: '"', b: 'без кавычек, с запятой' },
    ]);
    expect(rowsOf(text)).toEqual([
      'Название;Сумма',
      '"Сыр; ветчина";"Пицца ""Четыре сыра"""',
      '"первая\nвторая";"a',
      'b"',
      '"""";без кавычек, с запятой',
      '',
    ]);
  });

  it('leaves empty, null and missing cells empty, keeping the columns in place', () => {
    const text = write([{ a: null }, { a: '', b: undefined }, { a: 0, b: 0 }]);
    expect(rowsOf(text).slice(1)).toEqual([';', ';', '0;0', '']);
  });

  it('writes numbers with a decimal comma', () => {
    expect(rowsOf(write([{ a: 2.5, b: -1458.75 }]))[1]).toBe('2,5;-1458,75');
  });

  it('keeps a text that a spreadsheet would run as a formula as text', () => {
    const text = write([
      { a: '=HYPERLINK("http://x")', b: '+7 911 456 78 90' },
      { a: '@SUM(A1)', b: '-20%' },
      { a: 'Имя = значение', b: 'a+b' },
    ]);
    expect(rowsOf(text).slice(1)).toEqual([
      `"'=HYPERLINK(""http://x"")";'+7 911 456 78 90`,
      "'@SUM(A1);'-20%",
      'Имя = значение;a+b',
      '',
    ]);
  });
});

describe('csv values', () => {
  it('writes sums with two decimals after a comma and no thousands separator', () => {
    expect(csvMoney(1458)).toBe('1458,00');
    expect(csvMoney(1234567.5)).toBe('1234567,50');
    expect(csvMoney(0.1 + 0.2)).toBe('0,30');
    expect(csvMoney(549.999)).toBe('550,00');
    expect(csvMoney(null)).toBe('');
    expect(csvMoney(Number.NaN)).toBe('');
  });

  it('writes server dates as dd.MM.yyyy HH:mm:ss in local time', () => {
    // Kaliningrad is UTC+2: late on the 20th in UTC is already the 21st there.
    expect(formatDateTimeSeconds('2026-11-20T22:30:15.000Z')).toBe('21.11.2026 00:30:15');
    expect(formatDateTimeSeconds('2026-11-20T09:05:07')).toBe('20.11.2026 11:05:07');
    expect(formatDateTimeSeconds(null)).toBe('');
    expect(csvDay(new Date('2026-11-20T22:30:00Z'))).toBe('21.11.2026');
  });
});
