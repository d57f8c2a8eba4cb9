import type { CsvCell, CsvTable } from './csv-values';

// Russian Excel reads a file as UTF-8 only after the byte order mark, splits fields at ';' (the
// list separator of a Russian system, where ',' is the decimal sign) and expects CRLF.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';
const NEEDS_QUOTES = /[;"\r\n]/;
// Excel runs a text starting with these as a formula ('=HYPERLINK(…)' in a customer's name, a
// phone '+7 …'); a leading apostrophe, not shown, keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

function fieldOf(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text =
    typeof cell === 'number'
      ? String(cell).replace('.', ',')
      : FORMULA_START.test(cell)
        ? `'${cell}`
        : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A table as a CSV file's text for Russian Excel: the header row, then its rows. */
export function writeCsv({ header, rows }: Pick<CsvTable, 'header' | 'rows'>): string {
  return BOM + [header, ...rows].map((row) => row.map(fieldOf).join(SEPARATOR) + LINE_END).join('');
}
