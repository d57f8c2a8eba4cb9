/** Two decimals in en-US (see docs/product-rules.md#money); switching to ru-RU is this line. */
const MONEY_LOCALE = 'en-US';

/**
 * A formatter made on its first use: a page's first Intl formatter costs 30-70 ms (ICU sets
 * itself up), which a screen that shows no amount, or not yet, should not pay as it opens.
 */
function lazyFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    format ??= new Intl.NumberFormat(MONEY_LOCALE, options);
    return format.format(value);
  };
}

export const formatMoney = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

const formatOneDecimal = lazyFormat({ minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** Ratings show at most one decimal. */
export function formatRating(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatOneDecimal(value);
}
