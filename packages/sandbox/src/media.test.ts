import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as schemas from '@shop/api-client/schemas';
import { createTestSandbox, form, PNG, pngFile } from './test/harness';

describe('image uploads', () => {
  it('serves an uploaded image back with the same bytes and its Content-Type', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const reply = await api.post(
      '/api/admin/catalog/image/save',
      form({ file: pngFile('маргарита.png'), order: '2' }),
    );
    const image = schemas.zUploadCatalogImageResponse.parse(reply.body);
    expect(image).toMatchObject({ originalName: 'маргарита.png', order: 2 });
    const served = await sandbox.app.request(image.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const url = schemas.zUploadPromotionImageResponse.parse(
      (await api.post('/api/admin/promotion/image/save', form({ file: pngFile() }))).body,
    ).url;
    expect(url).not.toBe(image.path);
    expect((await sandbox.app.request(url)).status).toBe(200);
    const store = await api.post('/api/admin/store/image/save', form({ file: pngFile() }));
    expect(schemas.zUploadStoreImageResponse.parse(store.body).order).toBe(1);
  });

  it('takes image files only, needs a file, and refuses a bad order', async () => {
    const api = await createTestSandbox().admin();
    const text = new File(['plain'], 'readme.txt', { type: 'text/plain' });
    const notImage = await api.post('/api/admin/news/image/save', form({ file: text }));
    // As the admin itself refuses it: not a picture by its first bytes (limits.test.ts).
    expect(notImage.status).toBe(415);
    const json = await api.post('/api/admin/news/image/save', { order: 1 });
    expect(json.body).toMatchObject({ errors: { file: ['Поле обязательно для заполнения'] } });
    const order = await api.post(
      '/api/admin/news/image/save',
      form({ file: pngFile(), order: '-1' }),
    );
    expect(order.body).toMatchObject({ errors: { order: [expect.any(String)] } });
  });

  it('serves the seeded pictures from the api-spec media folder, 404 for unknown files', async () => {
    const sandbox = createTestSandbox();
    const served = await sandbox.app.request('/media/products/beer.svg');
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    const file = createRequire(import.meta.url).resolve('@shop/api-spec/media/products/beer.svg');
    expect(await served.text()).toBe(readFileSync(file, 'utf8'));
    expect((await sandbox.app.request('/media/products/nothing.svg')).status).toBe(404);
    expect((await sandbox.app.request('/media/uploads/99999.png')).status).toBe(404);
    expect((await sandbox.app.request('/media/../package.json')).status).toBe(404);
  });
});

describe('file downloads', () => {
  it('sends the bytes as an attachment named in Content-Disposition', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const file = sandbox.state.data.files.find((candidate) =>
      /[^\x20-\x7e]/.test(candidate.fileName),
    );
    if (!file) throw new Error('the seed has no file with a Russian name');
    const reply = await api.get(`/api/file/${file.id}`);
    expect(reply.status).toBe(200);
    expect(reply.response.headers.get('Content-Type')).toBe('application/octet-stream');
    const disposition = reply.response.headers.get('Content-Disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(file.fileName);
    expect(Buffer.from(String(reply.body), 'utf8')).toEqual(
      Buffer.from(file.bytesBase64, 'base64'),
    );

    expect((await api.get('/api/file/3f2b8c1e-0000-4e9b-9c72-5d1a0e8f4b63')).status).toBe(404);
    expect((await api.get('/api/file/not-a-uuid')).status).toBe(400);
  });
});
