// Each leaf's product kind decides its products' names, prices, pictures and modifiers.
import type { CategoryRecord, Id } from '../data';
import { MEDIA, fileNameOf } from './media';

export type ProductKind =
  | 'pizza'
  | 'rolls'
  | 'beer'
  | 'wine'
  | 'soft'
  | 'coffee'
  | 'bar'
  | 'desserts'
  | 'snacks'
  | 'sauces';

type Node = {
  name: string;
  /** Unpublished categories stay hidden from customers but remain editable. */
  hidden?: boolean;
  image?: string;
  kind?: ProductKind;
  children?: Node[];
};

const TREE: Node[] = [
  {
    name: 'Пицца',
    image: MEDIA.categories.pizza,
    children: [
      { name: 'Классическая пицца', kind: 'pizza' },
      { name: 'Острая пицца', kind: 'pizza' },
      { name: 'Пицца на тонком тесте', kind: 'pizza' },
      { name: 'Детская пицца', kind: 'pizza', hidden: true },
    ],
  },
  {
    name: 'Роллы и суши',
    image: MEDIA.categories.rolls,
    children: [
      { name: 'Классические роллы', kind: 'rolls' },
      { name: 'Запечённые роллы', kind: 'rolls' },
      { name: 'Сеты', kind: 'rolls' },
      { name: 'Суши', kind: 'rolls' },
    ],
  },
  {
    name: 'Напитки',
    image: MEDIA.categories.drinks,
    children: [
      {
        name: 'Пиво',
        children: [
          { name: 'Светлое пиво', kind: 'beer' },
          { name: 'Тёмное пиво', kind: 'beer' },
          { name: 'Крафтовое пиво', kind: 'beer' },
        ],
      },
      {
        name: 'Вино',
        children: [
          { name: 'Красное вино', kind: 'wine' },
          { name: 'Белое вино', kind: 'wine' },
        ],
      },
      {
        name: 'Безалкогольные',
        children: [
          { name: 'Лимонады и морсы', kind: 'soft' },
          { name: 'Соки', kind: 'soft' },
          { name: 'Кофе и чай', kind: 'coffee' },
        ],
      },
    ],
  },
  {
    name: 'Бар',
    children: [
      { name: 'Коктейли', kind: 'bar' },
      { name: 'Крепкие напитки', kind: 'bar' },
    ],
  },
  {
    name: 'Десерты',
    children: [
      { name: 'Торты и чизкейки', kind: 'desserts' },
      { name: 'Мороженое', kind: 'desserts' },
    ],
  },
  {
    name: 'Каталог',
    children: [
      { name: 'Закуски к пиву', kind: 'snacks' },
      { name: 'Соусы', kind: 'sauces' },
      { name: 'Сезонное меню', kind: 'snacks', hidden: true },
    ],
  },
  { name: 'Архив', hidden: true },
];

export type LeafCategory = { id: Id; name: string; kind: ProductKind; rootId: Id };

export type CatalogTree = { categories: CategoryRecord[]; leaves: LeafCategory[] };

/** Ids are assigned depth-first from 1, so parents always precede their children. */
export function buildCategoryTree(nextImageId: () => Id): CatalogTree {
  const categories: CategoryRecord[] = [];
  const leaves: LeafCategory[] = [];
  const visit = (nodes: Node[], parentId: Id | null, rootId: Id | null): void => {
    nodes.forEach((node, index) => {
      const id = categories.length + 1;
      categories.push({
        id,
        name: node.name,
        parentId,
        isPublished: node.hidden !== true,
        order: index + 1,
        image: node.image
          ? { id: nextImageId(), path: node.image, originalName: fileNameOf(node.image), order: 1 }
          : null,
      });
      if (node.kind) leaves.push({ id, name: node.name, kind: node.kind, rootId: rootId ?? id });
      if (node.children) visit(node.children, id, rootId ?? id);
    });
  };
  visit(TREE, null, null);
  return { categories, leaves };
}
