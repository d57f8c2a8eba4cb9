import { createApi, type ApiClient } from '../src';
import { createSessionStore } from '../src/session';
import { adminToken, memoryStorage } from '../src/test/fakes';

/** A 1×1 PNG: Prism parses every upload, so keep it tiny. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
export const tinyImage = () => new File([PNG], 'pixel.png', { type: 'image/png' });

/** A signed-in client whose every request is recorded as `METHOD /schema/path`. */
export function recordingClient(baseUrl: string, seen: Set<string>): ApiClient {
  const session = createSessionStore(memoryStorage());
  session.save({ token: adminToken(), refreshToken: 'contract-refresh' });
  const { client } = createApi({ baseUrl, session });
  client.use({
    onRequest({ request, schemaPath }) {
      seen.add(`${request.method} ${schemaPath}`);
      return undefined;
    },
  });
  return client;
}

export async function describeBody(result: {
  data?: unknown;
  error?: unknown;
  response: Response;
}) {
  const body = result.error ?? result.data;
  return `${result.response.status} ${JSON.stringify(body, null, 2)?.slice(0, 2000) ?? ''}`;
}
