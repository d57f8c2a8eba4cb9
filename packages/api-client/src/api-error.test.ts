import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { unwrap } from './unwrap';

const res = (status: number, statusText = '') => ({ status, statusText });

describe('ApiError.from', () => {
  it('takes the ErrorResponse message and field errors', () => {
    const error = ApiError.from(res(422), {
      message: 'Проверьте введённые данные',
      errors: { name: ['Поле обязательно'], code: 'Неверный код' },
    });
    expect(error.status).toBe(422);
    expect(error.message).toBe('Проверьте введённые данные');
    expect(error.errors).toEqual({ name: ['Поле обязательно'], code: ['Неверный код'] });
  });

  it('reads problem details (Prism) when there is no message', () => {
    expect(
      ApiError.from(res(422), { title: 'Invalid request', detail: 'Body is wrong' }).message,
    ).toBe('Body is wrong');
  });

  it('uses a plain-text body', () => {
    expect(ApiError.from(res(500), 'Сервер перегружен').message).toBe('Сервер перегружен');
  });

  it('falls back to the status text, then the status', () => {
    expect(ApiError.from(res(502, 'Bad Gateway'), '').message).toBe('Bad Gateway');
    expect(ApiError.from(res(503), undefined).message).toBe('HTTP 503');
    expect(ApiError.from(res(500), { message: '  ' }).message).toBe('HTTP 500');
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
      message: 'Нет связи с сервером',
    });
  });
});
