import { FormGalleryField } from '../../../components/form/form-gallery-field';
import { messages } from '../../../config/messages';
import { uploadNewsImage } from '../api/mutations';
import type { NewsImage } from '../api/queries';
import type { NewsFormValues } from '../schemas';

const GalleryField = FormGalleryField<NewsFormValues, NewsImage>;

const m = messages.news;

/** The news images: upload one more (order = count + 1), remove, move left or right. */
export function NewsImagesSection() {
  return (
    <section aria-labelledby="news-images-title" className="flex flex-col gap-3">
      <h2 id="news-images-title" className="text-lg font-semibold">
        {m.images}
      </h2>
      <GalleryField
        name="images"
        addLabel={m.addImage}
        emptyText={m.noImages}
        send={uploadNewsImage}
      />
    </section>
  );
}
