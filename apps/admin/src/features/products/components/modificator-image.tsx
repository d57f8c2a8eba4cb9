import { ImageUpload } from '@shop/ui/image-upload';
import { useController, useFormContext } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';
import { useUploadCatalogImage } from '../api/mutations';
import type { ProductFormValues } from '../schemas';
import type { ModificatorPath } from './modificator-fields';

/** The optional image of a modificator: uploaded as a catalogue image, the only one (order 1). */
export function ModificatorImage({ path }: { path: ModificatorPath }) {
  const { control } = useFormContext<ProductFormValues>();
  const { field } = useController({ control, name: `${path}.image` });
  const upload = useUploadCatalogImage();
  return (
    <ImageUpload
      label={messages.products.modificatorImage}
      previewUrl={mediaUrl(field.value?.path)}
      previewAlt={field.value?.originalName}
      maxPreviewWidth={96}
      onFileSelect={(file) =>
        upload.mutate({ file, order: 1 }, { onSuccess: (image) => field.onChange(image) })
      }
      onRemove={field.value ? () => field.onChange(null) : undefined}
      disabled={upload.isPending}
    />
  );
}
