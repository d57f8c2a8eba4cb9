import { unwrap, unwrapVoid } from '@shop/api-client';
import { api, client } from '../../../lib/api';
import type { SendImage } from '../../../lib/upload';
import type { BartenderInput } from './queries';

export const saveBartender = (input: BartenderInput) =>
  unwrap(client.POST('/api/admin/bartender', { body: input }));

export const deleteBartender = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/bartender/{id}', { params: { path: { id } } }));

/** Uploads an avatar; the answer's url goes into the form's imagePath. */
export const uploadBartenderImage: SendImage<string> = async (file, onProgress) => {
  const { url } = await unwrap(
    client.POST('/api/admin/bartender/image/save', {
      body: { file },
      ...api.upload(onProgress),
    }),
  );
  return url;
};
