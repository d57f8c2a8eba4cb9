import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { toFormData } from './form-data';
import { json, recordingFetch, signedInSession } from './test/fakes';

function setup(status = 200) {
  const types: (string | null)[] = [];
  const fake = recordingFetch((request) => {
    types.push(request.headers.get('Content-Type'));
    return status === 401 && types.length === 1 ? json(401, {}) : json(200, {});
  });
  const api = createApi({
    baseUrl: 'http://api.test',
    session: signedInSession(),
    fetch: fake.fetch,
  });
  return { client: api.client, types };
}

describe('Content-Type of every call', () => {
  it('is JSON for a bodyless POST and DELETE, a GET and a POST with a body', async () => {
    const { client, types } = setup();
    await client.POST('/api/admin/catalog/iiko/sync');
    await client.DELETE('/api/admin/news/{id}', { params: { path: { id: 3 } } });
    await client.GET('/api/admin/common/slider');
    await client.POST('/api/admin/city', {
      body: { name: 'Калининград', isEnabled: true, location: { lat: 54.7, lon: 20.5 } },
    });
    expect(types).toEqual([
      'application/json',
      'application/json',
      'application/json',
      'application/json',
    ]);
  });

  it('stays multipart for an upload', async () => {
    const { client, types } = setup();
    await client.POST('/api/admin/bartender/image/save', {
      body: { file: new Blob(['x'], { type: 'image/png' }) },
      bodySerializer: toFormData,
    });
    expect(types[0]).toMatch(/^multipart\/form-data; boundary=/);
  });
});
