import { unwrap, type UploadProgress } from '@shop/api-client';
import { useIsMutating } from '@tanstack/react-query';
import { api, client } from './api';

/** Every image upload of the app runs under this one mutation key. */
export const uploadKey = ['upload'] as const;

/** Sends one picked file and tells how much of it has gone, in percent. */
export type SendImage<T> = (file: File, onProgress: UploadProgress) => Promise<T>;

/** Whether any image upload is running: Save and Add wait until its image is in the form. */
export function useIsUploading(): boolean {
  return useIsMutating({ mutationKey: uploadKey }) > 0;
}

/** Stores a promotion picture and answers its URL: shared by customer and store promotions. */
export const uploadPromotionImage: SendImage<string> = async (file, onProgress) => {
  const { url } = await unwrap(
    client.POST('/api/admin/promotion/image/save', { body: { file }, ...api.upload(onProgress) }),
  );
  return url;
};
