// The bodies of the records the run makes, shared by the operation cases and the behaviour
// checks: hidden from customers (unpublished or disabled), recognisably the run's own.
import type { Schemas } from '../src';

const DESCRIPTION = 'Создан проверкой контракта и удаляется в её конце.';

// Sunday is closed: a closed day has both times null.
const week = Array.from({ length: 7 }, (_, day) =>
  day === 6 ? { from: null, to: null } : { from: '10:00:00.000', to: '22:00:00.000' },
);

type Own = { name: string; code: string };

/** An unpublished product with one required modificator and one child. */
export function ownProductBody(
  own: Own & { order: number; category: number; images: Schemas['Image'][] },
): Schemas['ProductInput'] {
  return {
    name: own.name,
    price: 1,
    oldPrice: null,
    isPublished: false,
    isNew: false,
    isFavorite: false,
    code: own.code,
    order: own.order,
    categoryIds: [own.category],
    description: DESCRIPTION,
    images: own.images,
    modificators: [
      {
        name: 'Размер',
        price: 0,
        defaultCount: 1,
        minCount: 1,
        maxCount: 1,
        order: 1,
        isRequried: true,
        image: null,
        child: [
          {
            name: '30 см',
            price: 10,
            defaultCount: 1,
            minCount: 0,
            maxCount: 1,
            order: 1,
            isRequried: false,
          },
        ],
      },
    ],
  };
}

/** A disabled store open six days a week. */
export function ownStoreBody(
  own: Own & { address: string; cityId: number | null; images: Schemas['StoreImage'][] },
): Schemas['StoreInput'] {
  return {
    name: own.name,
    code: own.code,
    cityId: own.cityId,
    address: own.address,
    phone: '8 4012 000 000',
    terminalId: crypto.randomUUID(),
    priceCategoryId: null,
    sectionId: crypto.randomUUID(),
    storeId: crypto.randomUUID(),
    organizationId: crypto.randomUUID(),
    departmentId: crypto.randomUUID(),
    description: DESCRIPTION,
    isBranded: false,
    isEnabled: false,
    location: { lat: 54.7104, lon: 20.4522 },
    images: own.images,
    workTime: week,
  };
}
