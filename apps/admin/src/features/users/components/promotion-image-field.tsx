import { ImageUpload } from '@shop/ui/image-upload';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';
import type { PromotionFormValues } from '../schemas';

export type PromotionImageFieldProps = {
  upload: (file: File) => Promise<string>;
  isUploading: boolean;
};

/** The promotion image: uploaded at once, its URL kept in the form; a 100x100 px preview. */
export function PromotionImageField({ upload, isUploading }: PromotionImageFieldProps) {
  const { control } = useFormContext<PromotionFormValues>();
  const { field, fieldState } = useController({ control, name: 'image' });
  // A failed upload remounts the picker, so the local preview of the refused file goes away.
  const [attempt, setAttempt] = useState(0);
  const m = messages.userPromotions;

  const onFileSelect = async (file: File) => {
    try {
      field.onChange(await upload(file));
    } catch {
      // The global error alert tells why; the form keeps its previous image.
      setAttempt((count) => count + 1);
    }
  };

  return (
    <ImageUpload
      key={attempt}
      label={
        <>
          {m.image}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </>
      }
      previewUrl={mediaUrl(field.value)}
      previewAlt={m.image}
      onFileSelect={(file) => void onFileSelect(file)}
      onRemove={() => {
        field.onChange('');
        field.onBlur();
      }}
      maxPreviewWidth={100}
      previewClassName="size-[100px] object-cover"
      error={fieldState.error?.message}
      disabled={isUploading}
    />
  );
}
