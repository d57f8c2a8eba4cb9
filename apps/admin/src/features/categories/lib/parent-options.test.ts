import { describe, expect, it } from 'vitest';
import type { Category } from '../api/queries';
import { parentOptions, parseParentValue } from './parent-options';

const node = (id: number, name: string, categories: Category[] = []): Category => ({
  id,
  name,
  isPublished: true,
  categories,
});

const tree = [
  node(1, 'Напитки', [node(2, 'Пиво', [node(3, 'Крафтовое')]), node(4, 'Морсы')]),
  node(5, 'Десерты'),
];

describe('parentOptions', () => {
  it("starts with 'Основная' (root, value '') and indents the tree with one dash per depth", () => {
    expect(parentOptions(tree, undefined)).toEqual([
      { value: '', label: 'Основная' },
      { value: '1', label: 'Напитки' },
      { value: '2', label: '- Пиво' },
      { value: '3', label: '-- Крафтовое' },
      { value: '4', label: '- Морсы' },
      { value: '5', label: 'Десерты' },
    ]);
  });

  it('leaves out the edited category and all its descendants', () => {
    expect(parentOptions(tree, 2).map((o) => o.label)).toEqual([
      'Основная',
      'Напитки',
      '- Морсы',
      'Десерты',
    ]);
    expect(parentOptions(tree, 1).map((o) => o.value)).toEqual(['', '5']);
  });

  it('keeps every category for a leaf except the leaf itself', () => {
    expect(parentOptions(tree, 3).map((o) => o.value)).toEqual(['', '1', '2', '4', '5']);
  });

  it('offers only the root for an empty tree', () => {
    expect(parentOptions([], undefined)).toEqual([{ value: '', label: 'Основная' }]);
  });
});

describe('parseParentValue', () => {
  it('reads root as null and ids as numbers', () => {
    expect(parseParentValue('')).toBeNull();
    expect(parseParentValue('8')).toBe(8);
  });
});
