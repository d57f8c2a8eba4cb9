import { uploadPromotionImage } from '../lib/upload';
import { FormImageField } from './form/form-image-field';

/** What the field needs of a promotion form: the image's url, '' for none. */
type PromotionImageValues = { image: string };

type PromotionImageFieldProps = { label: string; previewAlt: string };

const ImageField = FormImageField<PromotionImageValues>;

/** A promotion's required image (customer and store promotions alike), previewed 100x100 px. */
export function PromotionImageField({ label, previewAlt }: PromotionImageFieldProps) {
  return (
    <ImageField
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
