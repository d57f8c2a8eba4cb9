import { FormGalleryField } from '../../../components/form/form-gallery-field';
import { messages } from '../../../config/messages';
import { uploadCatalogImage, type Image } from '../api/mutations';
import type { ProductFormValues } from '../schemas';
import { FormSection } from './form-section';

const GalleryField = FormGalleryField<ProductFormValues, Image>;

const m = messages.products;

/** Product images: upload, remove, move left/right; orders stay 1..n. */
export function ImagesSection() {
  return (
    <FormSection title={m.imagesSection}>
      <GalleryField
        name="images"
        addLabel={m.addImage}
        emptyText={m.noImages}
        send={uploadCatalogImage}
        imageAlt={(image, index) => `${m.image} ${index + 1}: ${image.originalName}`}
        removePrompt={m.removeImagePrompt}
      />
    </FormSection>
  );
}
