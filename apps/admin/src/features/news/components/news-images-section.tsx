import { ImageGallery } from '@shop/ui/image-gallery';
import { ImageUpload } from '@shop/ui/image-upload';
import { renumber } from '@shop/ui/lib/reorder';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';
import { useUploadNewsImage, type NewsImage } from '../api/queries';
import { galleryKeys } from '../lib/gallery-keys';
import type { NewsFormValues } from '../schemas';

const m = messages.news;

type GalleryItem = NewsImage & { key: string };

/** The news images: upload one more (order = count + 1), remove, move left or right. */
export function NewsImagesSection() {
  const { control, getValues } = useFormContext<NewsFormValues>();
  const { field } = useController({ control, name: 'images' });
  const images = field.value;
  const keys = galleryKeys(images);
  const items: GalleryItem[] = images.map((image, index) => ({
    ...image,
    key: keys[index] ?? String(image.id),
  }));
  const upload = useUploadNewsImage();
  // The picker is remounted after each upload: the new image shows in the gallery, not there.
  const [pickerKey, setPickerKey] = useState(0);

  const onFile = (file: File) =>
    upload.mutate(
      { file, order: images.length + 1 },
      {
        // Read the list again: it may have changed while the file was uploading.
        onSuccess: (image) => field.onChange(renumber([...getValues('images'), image])),
        onSettled: () => setPickerKey((key) => key + 1),
      },
    );

  return (
    <section aria-labelledby="news-images-title" className="flex flex-col gap-3">
      <h2 id="news-images-title" className="text-lg font-semibold">
        {m.images}
      </h2>
      {items.length > 0 ? (
        <ImageGallery
          items={items}
          getKey={(item) => item.key}
          getSrc={(item) => mediaUrl(item.path) ?? ''}
          onChange={(next) => field.onChange(next.map(({ key: _key, ...image }) => image))}
          disabled={upload.isPending}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{m.noImages}</p>
      )}
      <ImageUpload
        key={pickerKey}
        label={m.addImage}
        onFileSelect={onFile}
        disabled={upload.isPending}
      />
    </section>
  );
}
