import { zId, zImage, zModificatorBase, zProductInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { requiredText } from '../../lib/required-text';

/** Every field present; a child has no `child` list, so it cannot get children. */
export const modificatorChildFormSchema = z.extend(zModificatorBase, {
  name: requiredText(zModificatorBase.shape.name),
  isRequried: z.boolean(),
  image: z.nullable(zImage),
});

export const modificatorFormSchema = z.extend(modificatorChildFormSchema, {
  child: z.array(modificatorChildFormSchema),
});

export const productFormSchema = z.extend(z.omit(zProductInput, { id: true }), {
  name: requiredText(zProductInput.shape.name),
  // A new product starts without a price (not 0), so the field shows empty and is required.
  price: z
    .optional(zProductInput.shape.price)
    .check(z.refine((price) => price !== undefined, { error: messages.validation.required })),
  isPublished: z.boolean(),
  isNew: z.boolean(),
  isFavorite: z.boolean(),
  code: z.string(),
  barcode: z.string(),
  description: z.string(),
  categoryIds: z.array(zId),
  images: z.array(zImage),
  modificators: z.array(modificatorFormSchema),
});

export type ProductFormValues = z.infer<typeof productFormSchema>;
export type ModificatorFormValues = z.infer<typeof modificatorFormSchema>;
export type ModificatorChildFormValues = z.infer<typeof modificatorChildFormSchema>;

/** A new product is published; everything else starts empty. */
export const productFormDefaults: ProductFormValues = {
  name: '',
  price: undefined,
  oldPrice: null,
  isPublished: true,
  isNew: false,
  isFavorite: false,
  code: '',
  order: undefined,
  barcode: '',
  description: '',
  categoryIds: [],
  images: [],
  modificators: [],
};
