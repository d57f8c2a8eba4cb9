import type { ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { imagePath, removedImage, type ImageValue } from '../../lib/images';
import { mediaUrl } from '../../lib/media';
import type { SendImage } from '../../lib/upload';
import { UploadPicker } from './upload-picker';
import { useFieldError } from './use-field-error';

export type FormImageFieldProps<TValues extends FieldValues> = {
  name: Path<TValues>;
  label: ReactNode;
  /** Uploads the picked file; the answer (an image record or its url) becomes the value. */
  send: SendImage<ImageValue>;
  previewAlt?: string;
  maxPreviewWidth?: number;
  /** E.g. 'size-[100px] object-cover' for the 100x100 px promotion previews. */
  previewClassName?: string;
  isRequired?: boolean;
};

/**
 * The one single-image field: a picked file is checked and uploaded at once, the stored image
 * goes into the form. A failed upload says so at the field and keeps the previous image.
 */
export function FormImageField<TValues extends FieldValues>({
  name,
  ...props
}: FormImageFieldProps<TValues>) {
  // Not `fieldState.error`: reading it renders the field again on every check of the form.
  const { field } = useController<TValues>({ name });
  const error = useFieldError<TValues>(name);
  const value: ImageValue = field.value;
  const path = imagePath(value);
  const setImage = (next: ImageValue) => {
    field.onChange(next);
    field.onBlur();
  };

  return (
    <UploadPicker
      {...props}
      previewUrl={mediaUrl(path) ?? null}
      onUploaded={setImage}
      onRemove={path ? () => setImage(removedImage(value)) : undefined}
      error={error}
    />
  );
}
