import { FormGalleryField } from '../../../components/form/form-gallery-field';
import { messages } from '../../../config/messages';
import { uploadStoreImage } from '../api/mutations';
import type { StoreImage } from '../api/queries';
import type { StoreFormValues } from '../schemas';

const GalleryField = FormGalleryField<StoreFormValues, StoreImage>;

const m = messages.stores;

/** The gallery (remove, move left/right) and the upload of a new image (order = count + 1). */
export function StoreImagesSection() {
  return (
    <section aria-labelledby="store-images-title" className="flex flex-col gap-3">
      <h2 id="store-images-title" className="text-base font-semibold">
        {m.images}
      </h2>
      <GalleryField
        name="images"
        addLabel={m.uploadImage}
        emptyText={m.noImages}
        send={uploadStoreImage}
        imageAlt={(_image, index) => m.imageAlt(index + 1)}
      />
    </section>
  );
}
