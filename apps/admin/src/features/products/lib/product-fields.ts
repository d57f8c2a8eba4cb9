import type { FieldViews } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import { formatMoney } from '../../../lib/money';
import type { CategoryOption } from '../components/categories-section';
import type { ModificatorFormValues, ProductFormValues } from '../schemas';

const text = messages.products;

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
    categories.find((category) => category.id === id)?.name ?? text.unknownCategory(id);
  return {
    name: text.name,
    price: { label: text.price, show: priceText },
    oldPrice: { label: text.oldPrice, show: priceText },
    isPublished: text.published,
    isNew: text.isNew,
    isFavorite: text.isFavorite,
    code: text.code,
    order: text.order,
    barcode: text.barcode,
    description: text.description,
    categoryIds: {
      label: text.categoriesSection,
      show: (ids) => ids.map(categoryName).join(', '),
    },
    images: text.imagesSection,
    modificators: {
      label: text.modificatorsSection,
      show: (modificators) => modificators.map(modificatorText).join('; '),
    },
  };
}
