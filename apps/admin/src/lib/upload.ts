import type { UploadProgress } from '@shop/api-client';
import { useIsMutating } from '@tanstack/react-query';

/** Every image upload of the app runs under this one mutation key. */
export const uploadKey = ['upload'] as const;

/** Sends one picked file and tells how much of it has gone, in percent. */
export type SendImage<T> = (file: File, onProgress: UploadProgress) => Promise<T>;

/** Whether any image upload is running: Save and Add wait until its image is in the form. */
export function useIsUploading(): boolean {
  return useIsMutating({ mutationKey: uploadKey }) > 0;
}
