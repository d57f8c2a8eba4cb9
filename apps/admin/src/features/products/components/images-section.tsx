import { FormGalleryField } from '../../../components/form/form-gallery-field';
import { messages } from '../../../config/messages';
import { uploadCatalogImage, type Image } from '../api/mutations';
import type { ProductFormValues } from '../schemas';
import { FormSection } from './form-section';

const text = messages.products;

/** Product images: upload, remove, move left/right; orders stay 1..n. */
export function ImagesSection() {
  return (
    <FormSection title={text.imagesSection}>
      <FormGalleryField<ProductFormValues, Image>
        name="images"
        addLabel={text.addImage}
        emptyText={text.noImages}
        send={uploadCatalogImage}
        imageAlt={(image, index) => `${text.image} ${index + 1}: ${image.originalName}`}
        removePrompt={text.removeImagePrompt}
      />
    </FormSection>
  );
}
