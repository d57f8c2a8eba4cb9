import { ImageUpload, type ImageUploadProps } from '@shop/ui/image-upload';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../config/messages';
import { errorText } from '../../lib/query-client';
import { uploadKey, type SendImage } from '../../lib/upload';

export type UploadPickerProps<T> = Omit<
  ImageUploadProps,
  'onFileSelect' | 'disabled' | 'progress'
> & {
  send: SendImage<T>;
  /** The server's answer for the picked file (its image record or url). */
  onUploaded: (uploaded: T) => void;
};

/**
 * The one upload of the image fields: sent at once under the shared upload key (Save waits for
 * it), with a progress bar; a failure shows here and in the global alert.
 */
export function UploadPicker<T>({ send, onUploaded, error, ...picker }: UploadPickerProps<T>) {
  const [progress, setProgress] = useState(0);
  // A fresh picker after each upload: it never keeps showing a file the form does not hold.
  const [attempt, setAttempt] = useState(0);
  const upload = useMutation({
    mutationKey: uploadKey,
    mutationFn: (file: File) => {
      setProgress(0);
      return send(file, setProgress);
    },
    onSuccess: onUploaded,
    onSettled: () => setAttempt((count) => count + 1),
  });

  return (
    <ImageUpload
      key={attempt}
      {...picker}
      onFileSelect={upload.mutate}
      error={upload.error ? messages.upload.failed(errorText(upload.error)) : error}
      disabled={upload.isPending}
      progress={upload.isPending ? progress : null}
    />
  );
}
