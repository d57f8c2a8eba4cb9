import { FormImageField } from '../../../components/form/form-image-field';
import { uploadPromotionImage } from '../api/mutations';
import type { PromotionFormValues } from '../schemas';

export type PromotionImageFieldProps = { label: string; previewAlt: string };

/** The promotion image (required): its url is the form's `image`; the preview is 100x100 px. */
export function PromotionImageField({ label, previewAlt }: PromotionImageFieldProps) {
  return (
    <FormImageField<PromotionFormValues>
      name="image"
      label={label}
      isRequired
      send={uploadPromotionImage}
      previewAlt={previewAlt}
      maxPreviewWidth={100}
      previewClassName="size-[100px] object-cover"
    />
  );
}
