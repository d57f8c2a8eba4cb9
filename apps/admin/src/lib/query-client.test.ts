import { ApiError } from '@shop/api-client';
import { createAlertStore } from '@shop/ui/alerts';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

function setup() {
  const alerts = createAlertStore();
  const queryClient = createQueryClient(alerts);
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

  it('stays silent on a 401, which the guard turns into a sign-out', async () => {
    const { alerts, queryClient } = setup();
    await queryClient
      .fetchQuery({
        queryKey: ['y'],
        queryFn: () => Promise.reject(new ApiError(401, 'Требуется авторизация')),
      })
      .catch(() => undefined);
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
