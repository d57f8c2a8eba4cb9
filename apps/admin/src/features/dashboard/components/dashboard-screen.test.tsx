import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, on, resetServer } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { DashboardScreen } from './dashboard-screen';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const SYNC = 'POST /api/admin/catalog/iiko/sync';

describe('DashboardScreen', () => {
  beforeEach(resetServer);

  it('stays busy after leaving the dashboard and coming back, until the sync ends', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    on(SYNC, () => new Promise((resolve) => (finish = () => resolve(json({})))));
    const { router, alerts } = renderRoutes(
      [
        { path: '/dashboard', element: <DashboardScreen /> },
        { path: '/orders', element: <h1>Заказы</h1> },
      ],
      '/dashboard',
    );

    await user.click(screen.getByRole('button', { name: 'Синхронизация с iiko' }));
    expect(screen.getByRole('button', { name: 'Синхронизация…' })).toBeDisabled();

    await act(() => router.navigate('/orders'));
    expect(screen.getByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
    await act(() => router.navigate('/dashboard'));

    const button = screen.getByRole('button', { name: 'Синхронизация…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(callsTo(SYNC)).toHaveLength(1);

    act(() => finish());
    expect(await screen.findByRole('button', { name: 'Синхронизация с iiko' })).toBeEnabled();
    expect(alerts.getSnapshot().map((alert) => alert.text)).toEqual(['Синхронизация завершена']);
  });
});
