import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatRating } from './money';

describe('formatMoney', () => {
  it('always shows two decimals', () => {
    expect(formatMoney(2835)).toBe('2,835.00');
    expect(formatMoney(0.5)).toBe('0.50');
    expect(formatMoney(19.999)).toBe('20.00');
  });
});

describe('formatRating', () => {
  it('shows at most one decimal', () => {
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating(5)).toBe('5');
    expect(formatRating(null)).toBe('—');
  });
});

describe('the formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  // A page's first Intl formatter costs tens of ms: a screen that shows no amount never makes one.
  it('are made on their first use, once, not as the module loads', async () => {
    vi.resetModules();
    const { NumberFormat } = Intl;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
      return new NumberFormat(locales, options);
    } as typeof NumberFormat);
    const money = await import('./money');
    expect(made).not.toHaveBeenCalled();
    money.formatMoney(1);
    money.formatMoney(2);
    expect(made).toHaveBeenCalledTimes(1);
    money.formatRating(4.5);
    expect(made).toHaveBeenCalledTimes(2);
  });
});
