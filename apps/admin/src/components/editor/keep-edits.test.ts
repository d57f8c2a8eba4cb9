import { describe, expect, it } from 'vitest';
import { copyValues, keepEdits } from './keep-edits';

describe('keepEdits', () => {
  const sent = {
    name: 'Пицца',
    price: 500,
    address: { city: 'Калининград', flat: '' },
    tags: ['a'],
  };

  it('takes the server version where nothing changed since it was sent', () => {
    const saved = { ...sent, name: 'Пицца ', address: { city: 'Калининград', flat: '1' } };
    expect(keepEdits(saved, sent, copyValues(sent))).toEqual(saved);
  });

  it('keeps what was typed after sending, down to the nested field', () => {
    const typed = { ...copyValues(sent), price: 550, address: { city: 'Калининград', flat: '7' } };
    const saved = { ...sent, address: { city: 'Гурьевск', flat: '' } };
    expect(keepEdits(saved, sent, typed)).toEqual({
      ...sent,
      price: 550,
      address: { city: 'Гурьевск', flat: '7' },
    });
  });

  it('keeps a list whole when its length changed, and item by item otherwise', () => {
    const items = [{ id: 0, name: 'Соус' }];
    const saved = [{ id: 12, name: 'Соус' }];
    expect(keepEdits(saved, items, [...items, { id: 0, name: 'Сыр' }])).toHaveLength(2);
    expect(keepEdits(saved, items, [{ id: 0, name: 'Соус острый' }])).toEqual([
      { id: 12, name: 'Соус острый' },
    ]);
  });

  it('a copy does not follow later edits of nested values', () => {
    const values = { address: { city: 'Калининград' } };
    const copy = copyValues(values);
    values.address.city = 'Светлогорск';
    expect(copy.address.city).toBe('Калининград');
  });
});
