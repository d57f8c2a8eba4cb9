// @vitest-environment jsdom
import { ApiError, type Versioned } from '@shop/api-client';
import { createAlertStore } from '@shop/ui/alerts';
import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { saveChanged } from './save-changed';

type Thing = { id: number; name: string; isPublished: boolean };

function setup(read: () => Promise<Versioned<Thing>>) {
  const alerts = createAlertStore();
  const queryClient = createQueryClient(alerts, { getUser: () => null });
  const detail = queryOptions({ queryKey: ['things', 'detail', 7] as const, queryFn: read });
  return { alerts, queryClient, detail };
}

describe('saveChanged', () => {
  it('reads afresh, saves only the change over the version read, and caches the answer', async () => {
    const stored: Thing = { id: 7, name: 'Пицца', isPublished: true };
    const read = vi.fn(async () => ({ value: stored, etag: '"v2"' }));
    const { queryClient, detail } = setup(read);
    // An older copy in the cache must not be what is saved.
    queryClient.setQueryData(detail.queryKey, {
      value: { ...stored, name: 'Старое' },
      etag: '"v1"',
    });
    const save = vi.fn(async (value: Thing) => ({ value, etag: '"v3"' }));

    await saveChanged(queryClient, detail, save, { isPublished: false });

    expect(read).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ id: 7, name: 'Пицца', isPublished: false }, '"v2"');
    expect(queryClient.getQueryData(detail.queryKey)).toEqual({
      value: { id: 7, name: 'Пицца', isPublished: false },
      etag: '"v3"',
    });
  });

  it('passes a 412 on and keeps the record read, without a global alert for a failed read', async () => {
    const stored: Thing = { id: 7, name: 'Пицца', isPublished: true };
    const { queryClient, detail, alerts } = setup(async () => ({ value: stored, etag: '"v2"' }));
    const stale = ApiError.from(
      { status: 412 },
      { message: 'Запись изменена другим пользователем' },
    );
    await expect(
      saveChanged(queryClient, detail, () => Promise.reject(stale), { isPublished: false }),
    ).rejects.toBe(stale);
    expect(queryClient.getQueryData(detail.queryKey)).toEqual({ value: stored, etag: '"v2"' });

    const failed = setup(() => Promise.reject(ApiError.from({ status: 500 }, undefined)));
    const save = vi.fn();
    await expect(
      saveChanged(failed.queryClient, failed.detail, save, { isPublished: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(save).not.toHaveBeenCalled();
    expect(failed.alerts.getSnapshot()).toEqual([]);
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
