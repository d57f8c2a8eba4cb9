import { ifMatch, unwrap, unwrapVersioned, unwrapVoid } from '@shop/api-client';
import { api, client } from '../../../lib/api';
import type { SendImage } from '../../../lib/upload';
import type { BartenderInput } from './queries';

/** Creates the bartender without an id, else saves them over the version `etag`. */
export const saveBartender = (input: BartenderInput, etag: string | null) =>
  unwrapVersioned(
    client.POST('/api/admin/bartender', { params: { header: ifMatch(etag) }, body: input }),
  );

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
