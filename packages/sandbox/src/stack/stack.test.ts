// The stack's front server, end to end over HTTP: JSON calls go through Prism's validating
// proxy, binary bodies and media reach the sandbox intact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schemas from '@shop/api-client/schemas';
import { seed } from '../seed';
import { caller, form, login, overHttp, PNG, pngFile, type Caller } from '../test/harness';
import { startStack, type Stack } from './index';

let stack: Stack;
let api: Caller;
let token: string;

beforeAll(async () => {
  stack = await startStack({ port: 0, sandbox: { port: 0, quiet: true } });
  ({ token } = await login(overHttp(stack.url)));
  api = caller(overHttp(stack.url), token);
});

afterAll(async () => {
  await stack?.stop();
});

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('the stack', () => {
  it('carries a multipart upload byte-exact and serves it at /media/uploads', async () => {
    const reply = await api.post(
      '/api/admin/catalog/image/save',
      form({ file: pngFile('пиксель.png'), order: '3' }),
    );
    expect(reply.status).toBe(200);
    const image = schemas.zUploadCatalogImageResponse.parse(reply.body);
    expect(image).toMatchObject({ originalName: 'пиксель.png', order: 3 });
    expect(image.path).toMatch(/^\/media\/uploads\//);

    const served = await fetch(`${stack.url}${image.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(await bytesOf(served)).toEqual(PNG);
  });

  it('carries a binary download byte-exact', async () => {
    // The seed's files are text; one with bytes beyond ASCII (UTF-8) at least shows no
    // re-encoding on the way.
    const file = seed().files.find((candidate) =>
      Buffer.from(candidate.bytesBase64, 'base64').some((byte) => byte > 127),
    );
    if (!file) throw new Error('the seed has no such file');
    const download = await fetch(`${stack.url}/api/file/${file.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(await bytesOf(download)).toEqual(
      new Uint8Array(Buffer.from(file.bytesBase64, 'base64')),
    );
  });

  it("answers a JSON call with a wrong body with Prism's 422 report", async () => {
    const reply = await api.post('/api/admin/catalog/category', { name: 5, isPublished: true });
    expect(reply.status).toBe(422);
    expect(reply.response.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    expect(reply.body).toMatchObject({
      validation: [expect.objectContaining({ location: ['body', 'name'], code: 'type' })],
    });
  });

  it('passes a valid JSON call through to the sandbox and back', async () => {
    const name = `Стек ${Date.now()}`;
    const saved = await api.post('/api/admin/catalog/category', {
      name,
      parentId: null,
      isPublished: false,
      order: 1,
      image: null,
    });
    expect(saved.status).toBe(200);
    const tree = await api.get('/api/admin/catalog/category/tree');
    expect(JSON.stringify(tree.body)).toContain(name);
  });

  it("serves the seeded media and the sandbox's own endpoints", async () => {
    const svg = await fetch(`${stack.url}/media/products/beer.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    const health = await fetch(`${stack.url}/__sandbox/health`);
    expect(await health.json()).toEqual({ ok: true });
    expect((await fetch(`${stack.url}/elsewhere`)).status).toBe(404);
  });
});
