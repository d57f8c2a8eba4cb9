import { ImageUpload } from '@shop/ui/image-upload';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { mediaUrl } from '../../../lib/media';
import { uploadPromotionImage } from '../api/queries';
import type { PromotionFormValues } from '../schemas';

export type PromotionImageFieldProps = {
  label: string;
  previewAlt: string;
  /** Reports a running upload, so the form can hold its submit until the url is in. */
  onBusyChange?: (isBusy: boolean) => void;
};

/**
 * The promotion image: a picked file is uploaded at once and its url becomes the form's
 * `image`; the preview is 100x100 px (SPEC §9). A failed upload keeps the previous image.
 */
export function PromotionImageField({ label, previewAlt, onBusyChange }: PromotionImageFieldProps) {
  const { control, setValue } = useFormContext<PromotionFormValues>();
  const image = useWatch({ control, name: 'image' });
  const error = useFieldError<PromotionFormValues>('image');
  // Remounting the picker drops the preview of a file whose upload failed.
  const [pickerKey, setPickerKey] = useState(0);

  const upload = useMutation({
    mutationFn: uploadPromotionImage,
    onMutate: () => onBusyChange?.(true),
    onSuccess: ({ url }) =>
      setValue('image', url, { shouldDirty: true, shouldTouch: true, shouldValidate: true }),
    onError: () => setPickerKey((key) => key + 1),
    onSettled: () => onBusyChange?.(false),
  });

  return (
    <ImageUpload
      key={pickerKey}
      label={label}
      previewUrl={mediaUrl(image) ?? null}
      previewAlt={previewAlt}
      maxPreviewWidth={100}
      previewClassName="size-[100px] object-cover"
      onFileSelect={(file) => upload.mutate(file)}
      error={error}
      disabled={upload.isPending}
    />
  );
}
