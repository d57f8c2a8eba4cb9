import { describe, expect, it } from 'vitest';
import type { Category } from '../api/queries';
import { flattenCategoryTree } from './flatten-tree';

const node = (id: number, name: string, categories: Category[] = []): Category => ({
  id,
  name,
  isPublished: true,
  categories,
});

describe('flattenCategoryTree', () => {
  const tree = [
    node(1, 'Напитки', [node(2, 'Пиво', [node(3, 'Крафтовое')]), node(4, 'Морсы')]),
    node(5, 'Десерты'),
  ];

  it('lists depth-first with one dash per depth', () => {
    expect(flattenCategoryTree(tree).map((c) => c.label)).toEqual([
      'Напитки',
      '- Пиво',
      '-- Крафтовое',
      '- Морсы',
      'Десерты',
    ]);
  });

  it('knows every category of a subtree', () => {
    const flat = flattenCategoryTree(tree);
    expect(flat.find((c) => c.id === 1)?.subtreeIds).toEqual([1, 2, 3, 4]);
    expect(flat.find((c) => c.id === 2)?.subtreeIds).toEqual([2, 3]);
    expect(flat.find((c) => c.id === 5)?.subtreeIds).toEqual([5]);
  });

  it('is empty for an empty tree', () => {
    expect(flattenCategoryTree([])).toEqual([]);
  });
});
