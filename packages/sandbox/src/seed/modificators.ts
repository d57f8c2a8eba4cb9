// A group with `child` offers one choice (size, sauce); childless: an add-on up to maxCount.
import type { components } from '@shop/api-client';
import type { Id } from '../data';
import type { ProductKind } from './catalog-tree';
import { MEDIA, fileNameOf } from './media';

type Modificator = components['schemas']['Modificator'];
type ModificatorBase = components['schemas']['ModificatorBase'];

type Choice = readonly [name: string, price: number];
type Group =
  | { name: string; required?: boolean; choices: readonly Choice[] }
  | { name: string; price: number; maxCount: number; withImage?: boolean };

const GROUPS: Partial<Record<ProductKind, readonly Group[]>> = {
  pizza: [
    {
      name: 'Размер',
      required: true,
      choices: [
        ['25 см', 0],
        ['30 см', 150],
        ['35 см', 290],
      ],
    },
    { name: 'Двойной сыр', price: 90, maxCount: 2, withImage: true },
    {
      name: 'Борт',
      choices: [
        ['Сырный борт', 120],
        ['Колбасный борт', 110],
      ],
    },
  ],
  rolls: [
    {
      name: 'Соус',
      choices: [
        ['Соевый', 0],
        ['Унаги', 40],
        ['Спайси', 40],
      ],
    },
    { name: 'Имбирь и васаби', price: 30, maxCount: 3 },
  ],
  coffee: [
    {
      name: 'Объём',
      required: true,
      choices: [
        ['250 мл', 0],
        ['350 мл', 60],
        ['450 мл', 110],
      ],
    },
    {
      name: 'Сироп',
      choices: [
        ['Ванильный', 40],
        ['Карамельный', 40],
        ['Кокосовый', 40],
      ],
    },
    {
      name: 'Молоко',
      choices: [
        ['Обычное', 0],
        ['Овсяное', 70],
        ['Безлактозное', 50],
      ],
    },
  ],
  soft: [
    {
      name: 'Объём',
      required: true,
      choices: [
        ['0,5 л', 0],
        ['1 л', 120],
      ],
    },
  ],
  bar: [{ name: 'Двойная порция', price: 250, maxCount: 1 }],
  desserts: [
    {
      name: 'Топпинг',
      choices: [
        ['Шоколадный', 50],
        ['Карамельный', 50],
        ['Ягодный', 60],
      ],
    },
  ],
  snacks: [
    {
      name: 'Соус к закуске',
      choices: [
        ['Сырный', 60],
        ['Барбекю', 60],
        ['Чесночный', 60],
      ],
    },
    { name: 'Двойная порция', price: 190, maxCount: 1 },
  ],
};

export function hasModificators(kind: ProductKind): boolean {
  return GROUPS[kind] !== undefined;
}

export function buildModificators(kind: ProductKind, nextImageId: () => Id): Modificator[] {
  return (GROUPS[kind] ?? []).map((group, index): Modificator => {
    if ('choices' in group) {
      const required = group.required === true;
      return {
        ...base(group.name, 0, index + 1),
        defaultCount: required ? 1 : 0,
        minCount: required ? 1 : 0,
        maxCount: 1,
        isRequried: required,
        child: group.choices.map(([name, price], childIndex) => ({
          ...base(name, price, childIndex + 1),
          // The first choice of a required group is the one preselected.
          defaultCount: required && childIndex === 0 ? 1 : 0,
        })),
      };
    }
    const cheese = MEDIA.products.other[0];
    return {
      ...base(group.name, group.price, index + 1),
      maxCount: group.maxCount,
      image:
        group.withImage && cheese
          ? { id: nextImageId(), path: cheese, originalName: fileNameOf(cheese), order: 1 }
          : null,
      child: [],
    };
  });
}

function base(name: string, price: number, order: number): ModificatorBase {
  return {
    name,
    price,
    defaultCount: 0,
    minCount: 0,
    maxCount: 1,
    order,
    isRequried: false,
    image: null,
  };
}
