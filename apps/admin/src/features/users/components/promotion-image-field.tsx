import { FormImageField } from '../../../components/form/form-image-field';
import { messages } from '../../../config/messages';
import { uploadPromotionImage } from '../api/mutations';
import type { PromotionFormValues } from '../schemas';

const m = messages.userPromotions;

/** The promotion image (required): its url is kept in the form; a 100x100 px preview. */
export function PromotionImageField() {
  return (
    <FormImageField<PromotionFormValues>
      name="image"
      label={m.image}
      isRequired
      send={uploadPromotionImage}
      previewAlt={m.image}
      maxPreviewWidth={100}
      previewClassName="size-[100px] object-cover"
    />
  );
}
