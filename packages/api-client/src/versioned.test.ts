import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { json, recordingFetch, signedInSession } from './test/fakes';
import { ifMatch, isStaleVersion, unwrapVersioned, unwrapVoidVersioned } from './versioned';

/** A client whose server answers every call with `answer()`, and the requests it got. */
function clientAnswering(answer: () => Response) {
  const requests: Request[] = [];
  const { fetch } = recordingFetch((request) => {
    requests.push(request);
    return answer();
  });
  const { client } = createApi({ baseUrl: 'http://api.test', session: signedInSession(), fetch });
  return { client, requests };
}

const withEtag = (response: Response, etag: string) => {
  response.headers.set('ETag', etag);
  return response;
};

const category = { id: 1, name: 'Пицца', isPublished: true };

describe('unwrapVersioned', () => {
  it.each([
    ['the ETag the server sent', () => withEtag(json(200, category), '"c1-7"'), '"c1-7"'],
    ['null when the server sends none', () => json(200, category), null],
  ])('returns the data with %s', async (_name, answer, etag) => {
    const { client } = clientAnswering(answer);
    const read = client.GET('/api/admin/catalog/category/{id}', { params: { path: { id: 1 } } });
    await expect(unwrapVersioned(read)).resolves.toEqual({ value: category, etag });
  });

  it('still throws the server error of a failed call', async () => {
    const { client } = clientAnswering(() => json(404, { message: 'Категория не найдена' }));
    const read = client.GET('/api/admin/catalog/category/{id}', { params: { path: { id: 1 } } });
    await expect(unwrapVersioned(read)).rejects.toMatchObject({ status: 404 });
  });
});

describe('unwrapVoidVersioned', () => {
  it.each([
    ['204 with an ETag', () => withEtag(new Response(null, { status: 204 }), '"s-2"'), '"s-2"'],
    ['204 without one', () => new Response(null, { status: 204 }), null],
    ['200 whose body is not JSON', () => new Response('OK', { status: 200 }), null],
  ])('resolves to the new version: %s', async (_name, answer, etag) => {
    const { client } = clientAnswering(answer);
    const save = client.PUT('/api/admin/common/slider/save', { body: [] });
    await expect(unwrapVoidVersioned(save)).resolves.toBe(etag);
  });

  it('throws a 412 that isStaleVersion recognises', async () => {
    const { client } = clientAnswering(() =>
      json(412, { message: 'Запись изменил другой пользователь' }),
    );
    const error: unknown = await unwrapVoidVersioned(
      client.PUT('/api/admin/common/slider/save', { body: [] }),
    ).catch((caught: unknown) => caught);
    expect(isStaleVersion(error)).toBe(true);
  });
});

describe('ifMatch', () => {
  it.each([
    ['"c1-7"', { 'If-Match': '"c1-7"' }, '"c1-7"'],
    [null, undefined, null],
    ['', undefined, null],
  ])('for the version %j sends If-Match %j', async (etag, params, sent) => {
    expect(ifMatch(etag)).toEqual(params);
    const { client, requests } = clientAnswering(() => json(200, category));
    await client.POST('/api/admin/catalog/category', {
      params: { header: ifMatch(etag) },
      body: { name: 'Пицца', isPublished: true },
    });
    expect(requests[0]?.headers.get('If-Match')).toBe(sent);
  });
});

describe('isStaleVersion', () => {
  it('is false for other errors and for values that are no errors', () => {
    expect(isStaleVersion(new Error('412'))).toBe(false);
    expect(isStaleVersion(undefined)).toBe(false);
  });
});
