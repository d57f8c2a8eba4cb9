import { describe, expect, it } from 'vitest';
import { filterBartenders } from './filter-bartenders';

const people = [
  { id: 1, lastName: 'Кузнецов', name: 'Артём' },
  { id: 2, lastName: 'Смирнова', name: 'Дарья' },
  { id: 3, lastName: 'Волков', name: 'Никита' },
];
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('filterBartenders', () => {
  it('keeps everyone for an empty or blank search', () => {
    expect(ids(filterBartenders(people, ''))).toEqual([1, 2, 3]);
    expect(ids(filterBartenders(people, '   '))).toEqual([1, 2, 3]);
  });

  it('matches part of the last name or the name, ignoring case', () => {
    expect(ids(filterBartenders(people, 'смир'))).toEqual([2]);
    expect(ids(filterBartenders(people, 'НИКИТА'))).toEqual([3]);
  });

  it('needs every word, in any order, across last name and name', () => {
    expect(ids(filterBartenders(people, 'Артём Кузнецов'))).toEqual([1]);
    expect(ids(filterBartenders(people, 'кузнецов дарья'))).toEqual([]);
  });

  it('treats ё as е', () => {
    expect(ids(filterBartenders(people, 'артем'))).toEqual([1]);
    expect(
      ids(filterBartenders([{ id: 4, lastName: 'Семенов', name: 'Пётр' }], 'Семёнов')),
    ).toEqual([4]);
  });

  it('finds nobody for text no one has', () => {
    expect(filterBartenders(people, 'Иванов')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const input = [...people];
    filterBartenders(input, 'смир');
    expect(input).toEqual(people);
  });
});
