import type { Category, CategoryInput } from '../api/queries';
import type { CategoryFormValues } from '../schemas';

export const toCategoryFormValues = (category: Category): CategoryFormValues => ({
  name: category.name,
  parentId: category.parentId ?? null,
  isPublished: category.isPublished,
  order: category.order,
  image: category.image ?? null,
});

export const toCategoryInput = (values: CategoryFormValues, id: number | undefined) =>
  ({ ...values, id }) satisfies CategoryInput;
