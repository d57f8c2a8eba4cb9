import { lightFormat } from 'date-fns';

/** A field's value: text as it is, a number with a decimal comma, nothing as an empty field. */
export type CsvCell = string | number | null | undefined;

/** One column of an export: its header and what it holds for one record. */
export type CsvColumn<T> = { header: string; value: (record: T) => CsvCell };

/** A file before it is written: its name, its header row and one row of cells per record. */
export type CsvTable = { name: string; header: string[]; rows: CsvCell[][] };

/** A sum for Russian Excel: '1458,00' (decimal comma, no grouping) reads as a number; none as ''. */
export const csvMoney = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2).replace('.', ',') : '';

/** A day in a file's name: dd.MM.yyyy, local. */
export const csvDay = (date: Date | number): string => lightFormat(date, 'dd.MM.yyyy');
