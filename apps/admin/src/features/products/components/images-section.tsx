import { ImageGallery } from '@shop/ui/image-gallery';
import { ImageUpload } from '@shop/ui/image-upload';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';
import { useUploadCatalogImage } from '../api/mutations';
import { appendImage, nextImageOrder } from '../lib/images';
import type { ProductFormValues } from '../schemas';
import { FormSection } from './form-section';

const text = messages.products;

/** Product images: upload, remove, move left/right; orders stay 1..n (kit ImageGallery). */
export function ImagesSection() {
  const { control, getValues } = useFormContext<ProductFormValues>();
  const { field } = useController({ control, name: 'images' });
  const upload = useUploadCatalogImage();
  // A new picker after each upload, so it does not keep previewing the file just added.
  const [pickerKey, setPickerKey] = useState(0);

  const onFileSelect = (file: File) =>
    upload.mutate(
      { file, order: nextImageOrder(getValues('images')) },
      {
        onSuccess: (image) => field.onChange(appendImage(getValues('images'), image)),
        onSettled: () => setPickerKey((key) => key + 1),
      },
    );

  return (
    <FormSection title={text.imagesSection}>
      {field.value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noImages}</p>
      ) : (
        <ImageGallery
          items={field.value}
          getKey={(image) => image.id}
          getSrc={(image) => mediaUrl(image.path) ?? ''}
          getAlt={(image, index) => `${text.image} ${index + 1}: ${image.originalName}`}
          onChange={field.onChange}
          disabled={upload.isPending}
        />
      )}
      <ImageUpload
        key={pickerKey}
        label={text.addImage}
        onFileSelect={onFileSelect}
        disabled={upload.isPending}
      />
    </FormSection>
  );
}
