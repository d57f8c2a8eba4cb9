import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApi } from './client';
import { recordingFetch, signedInSession } from './test/fakes';
import { unwrap } from './unwrap';

const res = (status: number, statusText = '') => ({ status, statusText });

const UNREADABLE =
  'Сервер ответил в неожиданном формате. Проверьте, выполнено ли действие, прежде чем повторять.';

describe('ApiError.from', () => {
  it('takes the ErrorResponse message and field errors', () => {
    const error = ApiError.from(res(422), {
      message: 'Проверьте введённые данные',
      errors: { name: ['Поле обязательно'], code: 'Неверный код' },
    });
    expect(error.status).toBe(422);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Проверьте введённые данные');
    expect(error.errors).toEqual({ name: ['Поле обязательно'], code: ['Неверный код'] });
  });

  it('reads problem details: the Russian detail or title, never the English one', () => {
    expect(
      ApiError.from(res(422), { title: 'Invalid request', detail: 'Цена должна быть больше 0' })
        .message,
    ).toBe('Цена должна быть больше 0');
    expect(ApiError.from(res(409), { title: 'Заказ уже закрыт', detail: 'Conflict' }).message).toBe(
      'Заказ уже закрыт',
    );
    expect(
      ApiError.from(res(422), { title: 'Invalid request', detail: 'Body is wrong' }).message,
    ).toBe('Ошибка сервера (422)');
  });

  it('takes the field errors of an RFC 9457 problem body, apart from the general message', () => {
    const error = ApiError.from(res(400), {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { Name: ['Название обязательно', 'Не более 100 символов'], Price: 'Неверная цена' },
    });
    expect(error.message).toBe('Ошибка сервера (400)');
    expect(error.errors).toEqual({
      Name: ['Название обязательно', 'Не более 100 символов'],
      Price: ['Неверная цена'],
    });
  });

  it("keeps ASP.NET Core's field names as sent: capitalised, nested and indexed", () => {
    // ValidationProblemDetails as ASP.NET Core serialises it, with a localised title.
    const error = ApiError.from(res(400), {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'Проверьте введённые данные',
      status: 400,
      errors: {
        Name: ['Поле обязательно для заполнения'],
        'Modificators[0].Name': ['Укажите название модификатора'],
        'Location.Lat': ['Широта от -90 до 90'],
      },
      traceId: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00',
    });
    expect(error.message).toBe('Проверьте введённые данные');
    expect(error.errors).toEqual({
      Name: ['Поле обязательно для заполнения'],
      'Modificators[0].Name': ['Укажите название модификатора'],
      'Location.Lat': ['Широта от -90 до 90'],
    });
  });

  it("prefers a problem body's Russian detail to its title, and ignores an English title", () => {
    const body = {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
      title: 'Not Found',
      status: 404,
      detail: 'Новость с идентификатором 999 не найдена',
      instance: '/api/admin/news/999',
    };
    expect(ApiError.from(res(404), body).message).toBe('Новость с идентификатором 999 не найдена');
    expect(ApiError.from(res(404), { ...body, detail: undefined }).message).toBe(
      'Ошибка сервера (404)',
    );
  });

  it('has no field errors when the map is missing, empty or holds no text', () => {
    expect(ApiError.from(res(400), { message: 'Ошибка' }).errors).toBeUndefined();
    expect(ApiError.from(res(400), { message: 'Ошибка', errors: {} }).errors).toBeUndefined();
    expect(ApiError.from(res(400), { errors: { name: [1, null] } }).errors).toBeUndefined();
  });

  it('uses a short Russian plain-text body', () => {
    expect(ApiError.from(res(500), 'Сервер перегружен').message).toBe('Сервер перегружен');
  });

  it('never shows an HTML error page, even a Russian one', () => {
    const nginx =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';
    expect(ApiError.from(res(502, 'Bad Gateway'), nginx).message).toBe('Ошибка сервера (502)');
    expect(
      ApiError.from(res(503), '<html><body><p>Сервис недоступен</p></body></html>').message,
    ).toBe('Ошибка сервера (503)');
    expect(ApiError.from(res(500), '<p>Сервис недоступен</p>').message).toBe(
      'Ошибка сервера (500)',
    );
  });

  it('never shows developer English or bare status texts', () => {
    expect(ApiError.from(res(500), { message: 'Internal Server Error' }).message).toBe(
      'Ошибка сервера (500)',
    );
    expect(
      ApiError.from(res(500), "Cannot read properties of undefined (reading 'id')").message,
    ).toBe('Ошибка сервера (500)');
    expect(ApiError.from(res(502, 'Bad Gateway'), '').message).toBe('Ошибка сервера (502)');
    expect(ApiError.from(res(502), 'HTTP 502').message).toBe('Ошибка сервера (502)');
    expect(ApiError.from(res(503), undefined).message).toBe('Ошибка сервера (503)');
    expect(ApiError.from(res(500), { message: '  ' }).message).toBe('Ошибка сервера (500)');
  });

  it('ignores a long text such as a stack trace, even with Russian words in it', () => {
    const trace = `Ошибка: System.NullReferenceException\n${'   в Shop.Api.Controllers.OrdersController.Get()\n'.repeat(10)}`;
    expect(ApiError.from(res(500), trace).message).toBe('Ошибка сервера (500)');
  });
});

describe('error bodies through the client', () => {
  const problem = {
    type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
    title: 'Проверьте введённые данные',
    status: 400,
    errors: { Name: ['Поле обязательно для заполнения'] },
    traceId: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00',
  };
  const answer = (contentType: string, body: unknown) =>
    new Response(JSON.stringify(body), { status: 400, headers: { 'Content-Type': contentType } });
  const save = (response: Response) => {
    const { fetch } = recordingFetch(() => response);
    const { client } = createApi({ baseUrl: 'http://api.test', session: signedInSession(), fetch });
    const body = { name: 'Светлогорск', isEnabled: true, location: { lat: 54.94, lon: 20.15 } };
    return unwrap(client.POST('/api/admin/city', { body }));
  };

  it.each([
    'application/problem+json',
    'application/json',
    'application/problem+json; charset=utf-8',
  ])('reads a problem body sent as %s', async (contentType) => {
    await expect(save(answer(contentType, problem))).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Проверьте введённые данные',
      errors: { Name: ['Поле обязательно для заполнения'] },
    });
  });

  it('reads an ErrorResponse sent as application/json', async () => {
    const body = { message: 'Город с таким названием уже есть', errors: { name: ['Занято'] } };
    await expect(save(answer('application/json', body))).rejects.toMatchObject({
      message: 'Город с таким названием уже есть',
      errors: { name: ['Занято'] },
    });
  });
});

describe('unwrap', () => {
  it('returns the data of a successful call', async () => {
    const response = new Response('[]', { status: 200 });
    await expect(unwrap(Promise.resolve({ data: [1], response }))).resolves.toEqual([1]);
  });

  it('throws an ApiError for an error response', async () => {
    const response = new Response('', { status: 404, statusText: 'Not Found' });
    await expect(
      unwrap(Promise.resolve({ error: { message: 'Запись не найдена' }, response })),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Запись не найдена',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    await expect(unwrap(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      message: 'Нет связи с сервером',
    });
  });

  it('turns an unparsable 2xx body into an "unexpected format" error, not a network one', async () => {
    await expect(
      unwrap(Promise.reject(new SyntaxError('Unexpected token \'O\', "OK" is not valid JSON'))),
    ).rejects.toMatchObject({ name: 'ApiError', kind: 'unreadable', message: UNREADABLE });
  });

  it('treats a missing body where data was expected as unreadable', async () => {
    const response = new Response(null, { status: 200 });
    await expect(unwrap(Promise.resolve({ data: undefined, response }))).rejects.toMatchObject({
      kind: 'unreadable',
      status: 200,
      message: UNREADABLE,
    });
  });
});
