// @vitest-environment jsdom
import { ApiError } from '@shop/api-client';
import type { SessionStore } from '@shop/api-client/session';
import { createAlertStore } from '@shop/ui/alerts';
import { describe, expect, it } from 'vitest';
import { messages } from '../config/messages';
import { createQueryClient, errorText } from './query-client';

type StoredSession = Pick<SessionStore, 'getUser'>;
const signedIn: StoredSession = {
  getUser: () => ({ id: '1', role: 'Admin', userName: 'admin', expiry: 4e9 }),
};
const signedOut: StoredSession = { getUser: () => null };

function setup(session = signedIn) {
  const alerts = createAlertStore();
  const queryClient = createQueryClient(alerts, session);
  return { alerts, queryClient };
}

describe('query client alerts', () => {
  it('shows the server error text of a failed query', async () => {
    const { alerts, queryClient } = setup();
    await queryClient
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError(500, 'Внутренняя ошибка сервера')),
      })
      .catch(() => undefined);
    expect(alerts.getSnapshot()).toMatchObject([
      { type: 'error', text: 'Внутренняя ошибка сервера' },
    ]);
  });

  it('shows a success alert from mutation meta and nothing when errors are handled locally', async () => {
    const { alerts, queryClient } = setup();
    const cache = queryClient.getMutationCache();
    await cache
      .build(queryClient, {
        mutationFn: () => Promise.resolve(1),
        meta: { successMessage: 'Категория сохранена' },
      })
      .execute(undefined);
    await cache
      .build(queryClient, {
        mutationFn: () => Promise.reject(new ApiError(401, 'Неверный логин или пароль')),
        meta: { skipGlobalError: true },
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Категория сохранена' }]);
  });

  it('stays silent on a 401 after a failed refresh: the session is gone, the guard signs out', async () => {
    const { alerts, queryClient } = setup(signedOut);
    await queryClient
      .fetchQuery({
        queryKey: ['y'],
        queryFn: () => Promise.reject(new ApiError(401, 'Требуется авторизация')),
      })
      .catch(() => undefined);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('shows a 401 that persists while the session is still stored, and keeps the session', async () => {
    const { alerts, queryClient } = setup(signedIn);
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () => Promise.reject(new ApiError(401, 'Unauthorized')),
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(alerts.getSnapshot()).toMatchObject([
      { type: 'error', text: messages.errors.unauthorized },
    ]);
    expect(messages.errors.unauthorized).toContain('401');
  });

  it('never retries an unreadable answer, but retries a lost connection once', async () => {
    const { queryClient } = setup();
    let unreadableCalls = 0;
    await queryClient
      .fetchQuery({
        queryKey: ['odd'],
        queryFn: () => {
          unreadableCalls += 1;
          return Promise.reject(ApiError.unreadable());
        },
        retryDelay: 0,
      })
      .catch(() => undefined);
    let networkCalls = 0;
    await queryClient
      .fetchQuery({
        queryKey: ['offline'],
        queryFn: () => {
          networkCalls += 1;
          return Promise.reject(ApiError.network(new TypeError('Failed to fetch')));
        },
        retryDelay: 0,
      })
      .catch(() => undefined);
    expect([unreadableCalls, networkCalls]).toEqual([1, 2]);
  });
});

describe('errorText', () => {
  it('turns developer English from a failed queryFn into Russian', () => {
    const crash = new TypeError("Cannot read properties of undefined (reading 'items')");
    expect(errorText(crash)).toBe(messages.errors.unexpected);
    expect(errorText(new Error('data is undefined'))).toBe(messages.errors.unexpected);
    expect(errorText('boom')).toBe(messages.errors.unexpected);
    expect(messages.errors.unexpected).toMatch(/[а-яё]/i);
  });

  it('keeps Russian texts, and never shows English even from an ApiError made by hand', () => {
    expect(errorText(new ApiError(500, 'Внутренняя ошибка сервера'))).toBe(
      'Внутренняя ошибка сервера',
    );
    expect(errorText(new ApiError(502, 'Bad Gateway'))).toBe('Ошибка сервера (502)');
    expect(errorText(ApiError.network(new TypeError('Failed to fetch')))).toBe(
      'Нет связи с сервером',
    );
    expect(errorText(ApiError.unreadable())).toBe(
      'Сервер ответил в неожиданном формате. Проверьте, выполнено ли действие, прежде чем повторять.',
    );
    expect(errorText(new ApiError(401, 'Unauthorized'))).toBe(messages.errors.unauthorized);
  });

  it('shows a failed query through the global alert in Russian', async () => {
    const { alerts, queryClient } = setup();
    await queryClient
      .fetchQuery({
        queryKey: ['crash'],
        queryFn: () => {
          throw new TypeError("Cannot read properties of undefined (reading 'id')");
        },
      })
      .catch(() => undefined);
    expect(alerts.getSnapshot()).toMatchObject([
      { type: 'error', text: messages.errors.unexpected },
    ]);
  });
});
