import { zCategoryInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { requiredText } from '../../lib/required-text';

/**
 * The category editor's form: the contract's input without the id (it comes from the route).
 * isPublished is a plain boolean here: the form always has a value (true when new).
 * The name is trimmed: spaces alone are no name.
 */
export const categoryFormSchema = z.extend(
  z.pick(zCategoryInput, { name: true, parentId: true, order: true, image: true }),
  { name: requiredText(zCategoryInput.shape.name), isPublished: z.boolean() },
);

export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

export const categoryFormDefaults: CategoryFormValues = {
  name: '',
  parentId: null,
  isPublished: true,
  order: undefined,
  image: null,
};
