import type { ApiClient } from './client';
import { filenameFromContentDisposition } from './content-disposition';
import { unwrap } from './unwrap';

export type DownloadedFile = { blob: Blob; filename: string };

/** GET /api/file/{id}: the file and its name from Content-Disposition ('file' by default). */
export async function downloadFile(client: ApiClient, id: string): Promise<DownloadedFile> {
  let disposition: string | null = null;
  const blob = await unwrap(
    client.GET('/api/file/{id}', { params: { path: { id } }, parseAs: 'blob' }).then((result) => {
      disposition = result.response.headers.get('Content-Disposition');
      return result;
    }),
  );
  return { blob: blob as Blob, filename: filenameFromContentDisposition(disposition) };
}
