import { describe, expect, it } from 'vitest';
import {
  orderStatusLabel,
  orderStatusOptions,
  parseOrderStatus,
  parsePaymentStatus,
  paymentStatusLabel,
  paymentStatusOptions,
  paymentTypeLabel,
} from './status-labels';

describe('order status labels', () => {
  it('names the five order statuses exactly', () => {
    expect([1, 2, 3, 4, 5].map(orderStatusLabel)).toEqual([
      'Создан',
      'Впроцессе',
      'Готов',
      'Отменен',
      'Закрыт',
    ]);
  });

  it('names the four payment statuses exactly', () => {
    expect([1, 2, 3, 4].map(paymentStatusLabel)).toEqual([
      'Ожидает оплаты',
      'Оплачен',
      'Отменен',
      'Возврат оплаты',
    ]);
  });

  it('names the three payment types exactly', () => {
    expect([1, 2, 3].map(paymentTypeLabel)).toEqual(['Картой', 'Онлайн', 'Наличными']);
  });

  it('shows an unknown value as its number', () => {
    expect(orderStatusLabel(9)).toBe('9');
    expect(paymentStatusLabel(0)).toBe('0');
    expect(paymentTypeLabel(7)).toBe('7');
  });

  it('offers every value in the dropdowns, in order', () => {
    expect(orderStatusOptions).toEqual([
      { value: '1', label: 'Создан' },
      { value: '2', label: 'Впроцессе' },
      { value: '3', label: 'Готов' },
      { value: '4', label: 'Отменен' },
      { value: '5', label: 'Закрыт' },
    ]);
    expect(paymentStatusOptions.map((o) => o.value)).toEqual(['1', '2', '3', '4']);
  });

  it('reads dropdown values back, refusing anything else', () => {
    expect(parseOrderStatus('5')).toBe(5);
    expect(parseOrderStatus('6')).toBeNull();
    expect(parseOrderStatus('')).toBeNull();
    expect(parsePaymentStatus('4')).toBe(4);
    expect(parsePaymentStatus('5')).toBeNull();
  });
});
