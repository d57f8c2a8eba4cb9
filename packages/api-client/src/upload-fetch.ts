/** Told how much of an upload's body has been sent, in percent (0-100). */
export type UploadProgress = (percent: number) => void;

/** Per-request `fetch` for openapi-fetch: the middleware (auth, 401 retry) still runs around it. */
export type RequestFetch = (request: Request) => Promise<Response>;

/**
 * Upload progress via XMLHttpRequest: fetch() has none (streamed bodies need HTTP/2, Chromium
 * only). Answers status and body; fails like fetch, with a TypeError, when the connection drops.
 */
export const xhrFetch =
  (onProgress: UploadProgress): RequestFetch =>
  async (request) => {
    // The multipart bytes as the Request serialised them; Content-Type carries the boundary.
    const body = request.body && (await request.blob());
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = ({ loaded, total }) => {
        if (total) onProgress(Math.round((loaded / total) * 100));
      };
      xhr.onload = () => {
        const { status } = xhr;
        // 204 and 205 answers may not carry a body, not even an empty one.
        const answer: unknown = status === 204 || status === 205 ? null : xhr.response;
        resolve(new Response(answer instanceof Blob ? answer : null, { status }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.send(body);
    });
  };
