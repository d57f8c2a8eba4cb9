import { ImageUpload } from '@shop/ui/image-upload';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';
import { useUploadCategoryImage } from '../api/queries';
import type { CategoryFormValues } from '../schemas';

/** SPEC §9: the category image preview is at most 150 px wide. */
const PREVIEW_MAX_WIDTH = 150;

/**
 * The category's one image: a picked file is uploaded at once and the stored image goes into
 * the form; the remove button clears it. Saving the category saves the choice.
 */
export function CategoryImageField() {
  const { control, setValue } = useFormContext<CategoryFormValues>();
  const image = useWatch({ control, name: 'image' });
  const upload = useUploadCategoryImage();
  // The picker previews the picked file at once; after a failed upload that preview would
  // show an image the category does not have, so the picker starts afresh.
  const [attempt, setAttempt] = useState(0);

  const setImage = (next: CategoryFormValues['image']) =>
    setValue('image', next, { shouldDirty: true, shouldValidate: true });

  return (
    <ImageUpload
      key={attempt}
      label={messages.categories.image}
      previewUrl={mediaUrl(image?.path)}
      previewAlt={messages.categories.imageAlt}
      maxPreviewWidth={PREVIEW_MAX_WIDTH}
      disabled={upload.isPending}
      onFileSelect={(file) =>
        upload.mutate(file, {
          onSuccess: setImage,
          onError: () => setAttempt((count) => count + 1),
        })
      }
      onRemove={() => setImage(null)}
    />
  );
}
