import { FormImageField } from '../../../components/form/form-image-field';
import { messages } from '../../../config/messages';
import { uploadCategoryImage } from '../api/mutations';
import type { CategoryFormValues } from '../schemas';

const ImageField = FormImageField<CategoryFormValues>;

/** The category's one image (order 1), previewed at most 150 px wide. */
export function CategoryImageField() {
  return (
    <ImageField
      name="image"
      label={messages.categories.image}
      send={uploadCategoryImage}
      previewAlt={messages.categories.imageAlt}
      maxPreviewWidth={150}
    />
  );
}
