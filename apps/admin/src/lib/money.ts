/** Two decimals in en-US (see docs/product-rules.md#money); switching to ru-RU is this line. */
const MONEY_LOCALE = 'en-US';

const money = new Intl.NumberFormat(MONEY_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(value: number): string {
  return money.format(value);
}

const oneDecimal = new Intl.NumberFormat(MONEY_LOCALE, {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Ratings show at most one decimal. */
export function formatRating(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : oneDecimal.format(value);
}
