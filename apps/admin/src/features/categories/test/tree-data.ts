import type { Category } from '../api/queries';

const node = (
  id: number,
  name: string,
  isPublished: boolean,
  categories: Category[] = [],
  parentId: number | null = null,
): Category => ({ id, name, isPublished, parentId, order: id, image: null, categories });

/** A small tree: two roots, one with children and a grandchild. */
export const categoryTree: Category[] = [
  node(3, 'Напитки', true, [
    node(8, 'Пиво', true, [node(10, 'Крафтовое пиво', true, [], 8)], 3),
    node(9, 'Лимонады и морсы', false, [], 3),
  ]),
  node(4, 'Десерты', false),
];
