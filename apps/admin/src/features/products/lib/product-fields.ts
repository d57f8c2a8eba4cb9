import type { FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import { formatMoney } from '../../../lib/money';
import type { CategoryOption } from '../components/categories-section';
import type { ModificatorFormValues, ProductFormValues } from '../schemas';

const m = messages.products;

const priceText = (price: number | null | undefined) =>
  price === null || price === undefined ? '' : formatMoney(price);

/** A modificator in one line: name and price, then its children's names. */
function modificatorText({ name, price, child }: ModificatorFormValues): string {
  const own = `${name} ${priceText(price)}`.trim();
  return child.length === 0 ? own : `${own} (${child.map((item) => item.name).join(', ')})`;
}

/** The product form's fields for the conflict table: categories by name, modificators in a line. */
export function productFields(
  categories: readonly CategoryOption[],
): FieldViews<ProductFormValues> {
  const categoryName = (id: number) =>
    categories.find((category) => category.id === id)?.name ?? m.unknownCategory(id);
  return {
    name: m.name,
    price: { label: m.price, show: priceText },
    oldPrice: { label: m.oldPrice, show: priceText },
    isPublished: m.published,
    isNew: m.isNew,
    isFavorite: m.isFavorite,
    code: m.code,
    order: m.order,
    barcode: m.barcode,
    description: m.description,
    categoryIds: {
      label: m.categoriesSection,
      show: (ids) => ids.map(categoryName).join(', '),
    },
    images: m.imagesSection,
    modificators: {
      label: m.modificatorsSection,
      show: (modificators) => modificators.map(modificatorText).join('; '),
    },
  };
}
