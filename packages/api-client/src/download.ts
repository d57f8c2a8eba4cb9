import type { ApiClient } from './client';
import { filenameFromContentDisposition } from './content-disposition';
import { settle } from './unwrap';

export type DownloadedFile = { blob: Blob; filename: string };

/** GET /api/file/{id}: the file and its name from Content-Disposition ('file' by default). */
export async function downloadFile(client: ApiClient, id: string): Promise<DownloadedFile> {
  const { data, response } = await settle(
    client.GET('/api/file/{id}', { params: { path: { id } }, parseAs: 'blob' }),
  );
  // An empty file comes with Content-Length 0, which openapi-fetch turns into no data.
  const blob = data instanceof Blob ? data : new Blob([]);
  return {
    blob,
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
}
