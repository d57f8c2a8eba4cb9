import * as React from 'react';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { checkImageFile } from '../lib/image-file';
import { IconButton } from './icon-button';
import { Label } from './label';
import { useUiTexts } from './ui-texts';

export type ImageUploadProps = {
  label?: React.ReactNode;
  /** The image shown (a server URL; null for none); left out, the picked file itself. */
  previewUrl?: string | null;
  onFileSelect: (file: File) => void;
  /** Omit to hide the remove button. */
  onRemove?: () => void;
  /** Preview width cap in px (a category image: 150). */
  maxPreviewWidth?: number;
  /** Extra classes for the preview, e.g. 'size-[100px] object-cover' for promotions. */
  previewClassName?: string;
  previewAlt?: string;
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
 * An image picker with preview and progress. A file is judged by its content, not its name or
 * type (accept is only a hint); empty, oversized and non-image files are refused.
 */
export function ImageUpload({
  label,
  previewUrl,
  onFileSelect,
  onRemove,
  maxPreviewWidth = 150,
  previewClassName,
  previewAlt,
  isRequired,
  error,
  disabled,
  progress,
  id,
  className,
}: ImageUploadProps) {
  const { upload: texts, removeImage } = useUiTexts();
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
      setRejection(texts.refused[problem]);
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
        {label ?? texts.label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      {/* The native control would print the browser's own, often English, "Choose File /
          No file chosen"; it stays in the page for keyboard and screen readers, visually
          replaced by a button-like label in the app's words. */}
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
        {texts.choose}
      </label>
      {progress != null ? (
        <div
          role="progressbar"
          aria-label={texts.progress}
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
            alt={previewAlt ?? texts.previewAlt}
            style={{ maxWidth: maxPreviewWidth }}
            className={cn('ui-image-preview rounded-md border border-border', previewClassName)}
          />
          {onRemove ? (
            <IconButton
              label={removeImage}
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
