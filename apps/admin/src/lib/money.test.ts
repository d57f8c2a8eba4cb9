import { describe, expect, it } from 'vitest';
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
