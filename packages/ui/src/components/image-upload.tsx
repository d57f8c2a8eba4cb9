import * as React from 'react';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { IconButton } from './icon-button';
import { Label } from './label';

export const IMAGE_ONLY_MESSAGE = 'Можно загрузить только изображение';

export type ImageUploadProps = {
  label?: React.ReactNode;
  /** The current image (server URL); a freshly picked file is previewed instead. */
  previewUrl?: string | null;
  onFileSelect: (file: File) => void;
  /** Omit to hide the remove button. */
  onRemove?: () => void;
  /** Preview width cap in px (category image: 150, SPEC §9). */
  maxPreviewWidth?: number;
  /** Extra classes for the preview, e.g. 'size-[100px] object-cover' for promotions. */
  previewClassName?: string;
  previewAlt?: string;
  /** The visible text of the pick button. */
  chooseLabel?: string;
  /** An outside error (e.g. "required"); the non-image message is handled here. */
  error?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/**
 * An image picker with preview. Non-image files are refused with a Russian message
 * (accept='image/*' is only a hint to the file dialog: drag-and-drop and "All files" bypass it).
 */
export function ImageUpload({
  label = 'Изображение',
  previewUrl,
  onFileSelect,
  onRemove,
  maxPreviewWidth = 150,
  previewClassName,
  previewAlt = 'Предпросмотр изображения',
  chooseLabel = 'Выбрать файл',
  error,
  disabled,
  id,
  className,
}: ImageUploadProps) {
  const generatedId = React.useId();
  const inputId = id ?? `image-upload-${generatedId}`;
  const errorId = `${inputId}-error`;
  const [objectUrl, setObjectUrl] = React.useState<string | null>(null);
  const [rejection, setRejection] = React.useState<string | null>(null);
  const [previousPreviewUrl, setPreviousPreviewUrl] = React.useState(previewUrl);

  // A new previewUrl from the parent (the uploaded file's server URL, another record) wins
  // over the local preview of the picked file.
  if (previewUrl !== previousPreviewUrl) {
    setPreviousPreviewUrl(previewUrl);
    setObjectUrl(null);
  }

  // Object URLs hold the file in memory until revoked.
  React.useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so picking the same file again still fires change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setRejection(IMAGE_ONLY_MESSAGE);
      return;
    }
    setRejection(null);
    setObjectUrl(URL.createObjectURL(file));
    onFileSelect(file);
  };

  const handleRemove = () => {
    setObjectUrl(null);
    setRejection(null);
    onRemove?.();
  };

  const shownUrl = objectUrl ?? previewUrl ?? null;
  const message = rejection ?? error;

  return (
    <div data-slot="image-upload" className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      {/* The native control would print the browser's own, often English, "Choose File /
          No file chosen"; it stays in the page for keyboard and screen readers, visually
          replaced by a Russian button-like label. */}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={handleChange}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className="inline-flex h-9 w-fit cursor-pointer items-center rounded-md bg-secondary px-3 text-sm font-medium text-secondary-foreground hover:bg-secondary-hover peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        {chooseLabel}
      </label>
      {message ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {message}
        </p>
      ) : null}
      {shownUrl ? (
        <div className="flex items-start gap-2">
          <img
            src={shownUrl}
            alt={previewAlt}
            style={{ maxWidth: maxPreviewWidth }}
            className={cn('ui-image-preview rounded-md border border-border', previewClassName)}
          />
          {onRemove ? (
            <IconButton
              label="Удалить изображение"
              variant="secondary"
              size="icon-sm"
              disabled={disabled}
              onClick={handleRemove}
            >
              <X />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
