import type { Id, ProductRecord } from '../data';
import type { LeafCategory } from './catalog-tree';
import { fileNameOf } from './media';
import { buildModificators, hasModificators } from './modificators';
import { PRODUCT_NAMES } from './product-names';
import { TRAITS } from './product-traits';
import type { Rng } from './random';

/** Products with a picture of their own show it first. */
const OWN_PICTURES: Record<string, readonly string[]> = {
  'Пицца Маргарита': ['pizza-margherita', 'pizza-margherita-slice'],
  'Пицца Пепперони': ['pizza-pepperoni'],
  'Пицца Четыре сыра': ['pizza-four-cheese'],
  'Ролл Филадельфия': ['rolls-philadelphia'],
  'Лимонад Тархун 0,5 л': ['lemonade'],
  'Морс клюквенный 0,5 л': ['mors'],
  'Пиво Кёнигсберг светлое 0,5 л': ['beer'],
  'Чизкейк Нью-Йорк': ['cheesecake'],
};

function pictures(rng: Rng, name: string, pool: readonly string[]): string[] {
  const own = (OWN_PICTURES[name] ?? []).map((file) => `/media/products/${file}.svg`);
  const others = pool.filter((path) => !own.includes(path));
  return [...own, ...rng.sample(others, Math.max(0, rng.int(1, 3) - own.length))];
}

/** A whole-ruble price ending in 9, as menus show them. */
function menuPrice(value: number): number {
  return Math.max(9, Math.round(value / 10) * 10 - 1);
}

/** A Russian-prefixed EAN-13 with a valid check digit. */
function ean13(rng: Rng): string {
  const digits = [4, 6, 0, ...Array.from({ length: 9 }, () => rng.int(0, 9))];
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

export function buildProducts(
  rng: Rng,
  leaves: readonly LeafCategory[],
  nextImageId: () => Id,
): ProductRecord[] {
  const products: ProductRecord[] = [];
  const codeCounters = new Map<string, number>();
  for (const leaf of leaves) {
    const traits = TRAITS[leaf.kind];
    (PRODUCT_NAMES[leaf.name] ?? []).forEach((name, index) => {
      const codeNumber = (codeCounters.get(traits.codePrefix) ?? 0) + 1;
      codeCounters.set(traits.codePrefix, codeNumber);
      const isSet = name.startsWith('Сет ');
      const [min, max] = isSet ? [1290, 2990] : traits.prices;
      const price = menuPrice(rng.int(min, max));
      const images = pictures(rng, name, traits.images).map((path, imageIndex) => ({
        id: nextImageId(),
        path,
        originalName: `${traits.codePrefix.toLowerCase()}-${codeNumber}-${fileNameOf(path)}`,
        order: imageIndex + 1,
      }));
      products.push({
        id: products.length + 1,
        name,
        price,
        oldPrice: rng.chance(0.2) ? menuPrice(price * (1.1 + rng.next() * 0.2)) : null,
        isPublished: rng.chance(0.92),
        isNew: rng.chance(0.12),
        isFavorite: rng.chance(0.12),
        code: `${traits.codePrefix}-${String(codeNumber).padStart(3, '0')}`,
        order: index + 1,
        barcode: ean13(rng),
        // Some products also show on their top-level category's page.
        categoryIds: rng.chance(0.3) ? [leaf.id, leaf.rootId] : [leaf.id],
        description: rng.pick(traits.descriptions),
        images,
        modificators:
          hasModificators(leaf.kind) && rng.chance(0.65)
            ? buildModificators(leaf.kind, nextImageId)
            : [],
      });
    });
  }
  return products;
}
