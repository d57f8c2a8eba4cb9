import * as React from 'react';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { checkImageFile, type ImageFileProblem } from '../lib/image-file';
import { IconButton } from './icon-button';
import { Label } from './label';

export const IMAGE_ONLY_MESSAGE = 'Можно загрузить только изображение';

/** Why a picked file was not taken, one message each (nothing is sent). */
export const IMAGE_FILE_MESSAGES: Record<ImageFileProblem, string> = {
  'not-image': IMAGE_ONLY_MESSAGE,
  empty: 'Файл пустой',
  'too-large': 'Файл больше 10 МБ',
};

export const UPLOAD_PROGRESS_LABEL = 'Загрузка изображения';

export type ImageUploadProps = {
  label?: React.ReactNode;
  /**
   * The image to show (a server URL; null for none). Leave it out to preview the picked file
   * itself, as a form does that keeps the file until it is submitted.
   */
  previewUrl?: string | null;
  onFileSelect: (file: File) => void;
  /** Omit to hide the remove button. */
  onRemove?: () => void;
  /** Preview width cap in px (a category image: 150). */
  maxPreviewWidth?: number;
  /** Extra classes for the preview, e.g. 'size-[100px] object-cover' for promotions. */
  previewClassName?: string;
  previewAlt?: string;
  /** The visible text of the pick button. */
  chooseLabel?: string;
  /** Marks the label with the same '*' as the other required fields. */
  isRequired?: boolean;
  /** An outside error (e.g. "required"); the non-image message is handled here. */
  error?: string;
  disabled?: boolean;
  /** Percent of the file sent while it uploads; null or undefined when nothing uploads. */
  progress?: number | null;
  id?: string;
  className?: string;
};

/**
 * An image picker with preview and upload progress. A file is taken by its content, not its
 * name or stated type (accept='image/*' is only a hint to the file dialog: drag-and-drop,
 * "All files" and a renamed file bypass it); empty, oversized and non-image files are
 * refused with a Russian message and never passed on.
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
  isRequired,
  error,
  disabled,
  progress,
  id,
  className,
}: ImageUploadProps) {
  const generatedId = React.useId();
  const inputId = id ?? `image-upload-${generatedId}`;
  const errorId = `${inputId}-error`;
  const [objectUrl, setObjectUrl] = React.useState<string | null>(null);
  const [rejection, setRejection] = React.useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  React.useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  const handleChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so picking the same file again still fires change.
    event.target.value = '';
    if (!file) return;
    const problem = await checkImageFile(file);
    if (problem) {
      setRejection(IMAGE_FILE_MESSAGES[problem]);
      return;
    }
    setRejection(null);
    if (previewUrl === undefined) setObjectUrl(URL.createObjectURL(file));
    onFileSelect(file);
  };

  const handleRemove = () => {
    setObjectUrl(null);
    setRejection(null);
    onRemove?.();
  };

  const shownUrl = previewUrl === undefined ? objectUrl : previewUrl;
  const message = rejection ?? error;

  return (
    <div data-slot="image-upload" className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={inputId}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
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
        onChange={(event) => void handleChange(event)}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className="inline-flex h-9 w-fit cursor-pointer items-center rounded-md bg-secondary px-3 text-sm font-medium text-secondary-foreground hover:bg-secondary-hover peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        {chooseLabel}
      </label>
      {progress != null ? (
        <div
          role="progressbar"
          aria-label={UPLOAD_PROGRESS_LABEL}
          aria-valuenow={progress}
          className="h-2 w-full max-w-60 overflow-hidden rounded-full bg-secondary"
        >
          <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
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
