import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { downloadFile } from './download';
import { json, recordingFetch, signedInSession } from './test/fakes';
import { unwrap, unwrapVoid } from './unwrap';

const UNREADABLE =
  'Сервер ответил в неожиданном формате. Проверьте, выполнено ли действие, прежде чем повторять.';

/** A client whose server answers every call with `answer()`. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const { fetch } = recordingFetch(answer);
  return createApi({ baseUrl: 'http://api.test', session: signedInSession(), fetch }).client;
}

const text = (status: number, body: string, type = 'text/plain', length?: number) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': type,
      ...(length === undefined ? {} : { 'Content-Length': String(length) }),
    },
  });

const getCategory = (client: ReturnType<typeof clientAnswering>) =>
  unwrap(client.GET('/api/admin/catalog/category/{id}', { params: { path: { id: 1 } } }));

const deleteCategory = (client: ReturnType<typeof clientAnswering>) =>
  unwrapVoid(client.DELETE('/api/admin/catalog/category/{id}', { params: { path: { id: 1 } } }));

describe('a 2xx whose body cannot be read', () => {
  it.each([
    ['text OK', () => text(200, 'OK', 'text/plain', 2)],
    ['truncated JSON', () => text(200, '{"id":1,"name":"Пиц', 'application/json', 19)],
    ['an HTML page', () => text(200, '<!DOCTYPE html><html></html>', 'text/html')],
    ['an empty body with Content-Length 0', () => text(200, '', 'application/json', 0)],
    ['an empty body without a length', () => text(200, '', 'application/json')],
    ['204 where a record was expected', () => new Response(null, { status: 204 })],
    ['JSON null', () => json(200, null)],
  ])('is reported as an unexpected answer, not a lost connection: %s', async (_name, answer) => {
    await expect(getCategory(clientAnswering(answer))).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'unreadable',
      message: UNREADABLE,
    });
  });
});

describe('unwrapVoid', () => {
  it.each([
    ['204', () => new Response(null, { status: 204 })],
    ['200 with Content-Length 0', () => text(200, '', 'application/json', 0)],
    ['200 with an empty body', () => text(200, '')],
    ['200 with a JSON body', () => json(200, { ok: true })],
    ["200 with the text 'OK'", () => text(200, 'OK', 'text/plain', 2)],
    ['200 with truncated JSON', () => text(200, '{"id":', 'application/json')],
  ])('resolves when the body is not needed: %s', async (_name, answer) => {
    await expect(deleteCategory(clientAnswering(answer))).resolves.toBeUndefined();
  });

  it('still throws the server error of a failed call', async () => {
    await expect(
      deleteCategory(clientAnswering(() => json(409, { message: 'Категория не пуста' }))),
    ).rejects.toMatchObject({ status: 409, kind: 'http', message: 'Категория не пуста' });
  });

  it('still reports a dropped connection', async () => {
    await expect(
      deleteCategory(clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))),
    ).rejects.toMatchObject({ kind: 'network', message: 'Нет связи с сервером' });
  });
});

describe('errors through the real client', () => {
  it('hides a proxy HTML page behind "Ошибка сервера (502)"', async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    await expect(
      getCategory(clientAnswering(() => text(502, page, 'text/html'))),
    ).rejects.toMatchObject({ status: 502, kind: 'http', message: 'Ошибка сервера (502)' });
  });

  it('reads field errors from an application/problem+json body', async () => {
    const problem = {
      title: 'One or more validation errors occurred.',
      status: 400,
      detail: 'Проверьте поля формы',
      errors: { name: 'Название обязательно' },
    };
    const error: unknown = await getCategory(
      clientAnswering(() => text(400, JSON.stringify(problem), 'application/problem+json')),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      message: 'Проверьте поля формы',
      errors: { name: ['Название обязательно'] },
    });
  });

  it('keeps a dropped connection as "Нет связи с сервером"', async () => {
    await expect(
      getCategory(clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))),
    ).rejects.toMatchObject({ status: 0, kind: 'network', message: 'Нет связи с сервером' });
  });
});

describe('downloadFile', () => {
  it('returns the file and its name', async () => {
    const client = clientAnswering(
      () =>
        new Response('a;b\n1;2\n', {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': 'attachment; filename="orders.csv"',
          },
        }),
    );
    const file = await downloadFile(client, 'f1');
    expect(file.filename).toBe('orders.csv');
    expect(await file.blob.text()).toBe('a;b\n1;2\n');
  });

  it('returns an empty file as an empty blob, not as an unexpected answer', async () => {
    const client = clientAnswering(() => text(200, '', 'application/octet-stream', 0));
    const file = await downloadFile(client, 'f1');
    expect(file.blob.size).toBe(0);
    expect(file.filename).toBe('file');
  });
});
