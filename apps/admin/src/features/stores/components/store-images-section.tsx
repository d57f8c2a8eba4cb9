import { ImageGallery } from '@shop/ui/image-gallery';
import { ImageUpload } from '@shop/ui/image-upload';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';
import { uploadStoreImage } from '../api/queries';
import { appendImage, nextImageOrder } from '../lib/store-images';
import type { StoreFormValues } from '../schemas';

const t = messages.stores;

/** The gallery (remove, move left/right) and the upload of a new image (order = count + 1). */
export function StoreImagesSection() {
  const { control, getValues, setValue } = useFormContext<StoreFormValues>();
  const images = useWatch({ control, name: 'images' });
  // A fresh picker after each upload: the gallery shows the image, not the picker's preview.
  const [pickerKey, setPickerKey] = useState(0);

  const setImages = (next: StoreFormValues['images']) =>
    setValue('images', next, { shouldDirty: true, shouldValidate: true });

  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadStoreImage({ file, order: nextImageOrder(getValues('images')) }),
    onSuccess: (image) => setImages(appendImage(getValues('images'), image)),
    onSettled: () => setPickerKey((key) => key + 1),
  });

  return (
    <section aria-labelledby="store-images-title" className="flex flex-col gap-3">
      <h2 id="store-images-title" className="text-base font-semibold">
        {t.images}
      </h2>
      {images.length > 0 ? (
        <ImageGallery
          items={images}
          getKey={(image) => image.id}
          getSrc={(image) => mediaUrl(image.path) ?? ''}
          getAlt={(_image, index) => t.imageAlt(index + 1)}
          onChange={setImages}
          thumbnailWidth={150}
          disabled={upload.isPending}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t.noImages}</p>
      )}
      <ImageUpload
        key={pickerKey}
        label={t.uploadImage}
        onFileSelect={(file) => upload.mutate(file)}
        disabled={upload.isPending}
      />
    </section>
  );
}
