import { FormGalleryField } from '../../../components/form/form-gallery-field';
import { messages } from '../../../config/messages';
import { uploadStoreImage } from '../api/mutations';
import type { StoreImage } from '../lib/store-images';
import type { StoreFormValues } from '../schemas';

const t = messages.stores;

/** The gallery (remove, move left/right) and the upload of a new image (order = count + 1). */
export function StoreImagesSection() {
  return (
    <section aria-labelledby="store-images-title" className="flex flex-col gap-3">
      <h2 id="store-images-title" className="text-base font-semibold">
        {t.images}
      </h2>
      <FormGalleryField<StoreFormValues, StoreImage>
        name="images"
        addLabel={t.uploadImage}
        emptyText={t.noImages}
        send={uploadStoreImage}
        imageAlt={(_image, index) => t.imageAlt(index + 1)}
      />
    </section>
  );
}
