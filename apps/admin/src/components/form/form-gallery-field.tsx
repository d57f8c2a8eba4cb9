import type { UploadProgress } from '@shop/api-client';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { ImageGallery } from '@shop/ui/image-gallery';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { appendImage } from '../../lib/images';
import { mediaUrl } from '../../lib/media';
import { useIsUploading } from '../../lib/upload';
import { UploadPicker } from './upload-picker';

/** A gallery image as the contract has it (news, store and product images). */
export type GalleryImage = { id: number; path: string; order: number };

export type FormGalleryFieldProps<TValues extends FieldValues, TImage extends GalleryImage> = {
  /** The form's list of images, kept in display order. */
  name: Path<TValues>;
  addLabel: string;
  emptyText: string;
  /** Uploads the picked file at its place in the gallery (the count plus 1). */
  send: (file: File, order: number, onProgress: UploadProgress) => Promise<TImage>;
  imageAlt?: (image: TImage, index: number) => string;
  /** Asked before an image is removed ('Удалить изображение?'); none: removed at once. */
  removePrompt?: string;
};

/**
 * The one gallery field: thumbnails to remove and move, numbered 1..n, and a picker whose file
 * uploads at once and joins the end. One id twice (as a server may send) stays two images.
 */
export function FormGalleryField<TValues extends FieldValues, TImage extends GalleryImage>({
  name,
  addLabel,
  emptyText,
  send,
  imageAlt,
  removePrompt,
}: FormGalleryFieldProps<TValues, TImage>) {
  const [confirm, confirmElement] = useConfirm();
  const { getValues } = useFormContext<TValues>();
  const { field } = useController<TValues>({ name });
  const isUploading = useIsUploading();
  const images: TImage[] = field.value;
  // The list as it is now: it may have changed while a file uploaded.
  const current = (): TImage[] => getValues(name);

  return (
    <>
      {images.length > 0 ? (
        <ImageGallery
          items={images}
          getKey={(image) => image.id}
          getSrc={(image) => mediaUrl(image.path) ?? ''}
          getAlt={imageAlt}
          onChange={field.onChange}
          confirmRemove={removePrompt === undefined ? undefined : () => confirm(removePrompt)}
          disabled={isUploading}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      )}
      <UploadPicker
        label={addLabel}
        previewUrl={null}
        send={(file, onProgress) => send(file, current().length + 1, onProgress)}
        onUploaded={(image) => field.onChange(appendImage(current(), image))}
      />
      {confirmElement}
    </>
  );
}
