import { describe, expect, it } from 'vitest';
import {
  childrenOptions,
  incomeLevelOptions,
  parseChildren,
  parseIncomeLevel,
  parseRole,
  roleLabel,
  roleOptions,
} from './user-labels';

describe('user labels', () => {
  it('names the two roles, Admin first', () => {
    expect(roleOptions).toEqual([
      { value: 'Admin', label: 'Администратор' },
      { value: 'Customer', label: 'Покупатель' },
    ]);
    expect(roleLabel('Customer')).toBe('Покупатель');
    expect(roleLabel('Manager')).toBe('Manager');
  });

  it('lists the children options of the contract', () => {
    expect(childrenOptions).toEqual([
      { value: '0', label: 'Не выбрано' },
      { value: '1', label: '0 или 1' },
      { value: '2', label: '2' },
      { value: '3', label: 'больше 2' },
    ]);
  });

  it('lists the income levels of the contract', () => {
    expect(incomeLevelOptions.map((o) => o.label)).toEqual([
      'Не выбрано',
      'Низкий',
      'Средний',
      'Высокий',
      'Выше среднего',
    ]);
    expect(incomeLevelOptions.map((o) => o.value)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('reads dropdown values back', () => {
    expect(parseRole('Customer')).toBe('Customer');
    expect(parseRole('Admin')).toBe('Admin');
    expect(parseChildren('3')).toBe(3);
    expect(parseChildren('7')).toBe(0);
    expect(parseIncomeLevel('4')).toBe(4);
    expect(parseIncomeLevel('')).toBe(0);
  });
});
