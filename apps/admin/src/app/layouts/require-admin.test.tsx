import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { queryClient } from '../query-client';
import { RequireAdmin, type LoginState } from './require-admin';

// The shared localStorage of the tabs: written here as another tab would, without this tab's
// session store knowing.
const storage = vi.hoisted(() => new Map<string, string>());
vi.mock('../../lib/api', async () => {
  const { createSessionStore } = await import('@shop/api-client/session');
  const session = createSessionStore({
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  });
  return { session, api: { refresher: { refresh: () => Promise.resolve() } } };
});

const expiry = () => Math.floor(Date.now() / 1000) + 3600;
const user = (id: string, userName: string, exp = expiry()) =>
  JSON.stringify({ id, role: 'Admin', userName, expiry: exp });

/** Another tab's write: the storage changes, then this tab gets a `storage` event. */
function otherTab(change: () => void) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth.user' }));
  });
}

function LoginProbe() {
  const state = useLocation().state as LoginState | null;
  return (
    <>
      <LoginScreen notice={state?.notice} onSignedIn={() => {}} />
      <span data-testid="from">{state?.from}</span>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { element: <RequireAdmin />, children: [{ path: '/orders', element: <h1>Заказы</h1> }] },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/orders?page=2'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAdmin and the other tabs', () => {
  beforeEach(() => {
    storage.clear();
    storage.set('auth.token', 'token');
    storage.set('auth.refreshToken', 'refresh');
    storage.set('auth.user', user('1', 'admin'));
    queryClient.clear();
    queryClient.setQueryData(['orders', 'list'], { items: [] });
  });

  it('a sign-out in another tab leads to /login with a notice, keeping no data', () => {
    const router = setup();
    expect(screen.getByRole('heading', { name: 'Заказы' })).toBeInTheDocument();

    otherTab(() => storage.clear());

    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Вы вышли из системы в другой вкладке.');
    expect(screen.getByTestId('from')).toHaveTextContent('/orders?page=2');
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
  });

  it('another user signing in elsewhere leads to /login too, saying so', () => {
    const router = setup();
    otherTab(() => storage.set('auth.user', user('7', 'manager')));

    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'В другой вкладке выполнен вход под другим пользователем. Войдите снова, чтобы продолжить.',
    );
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
  });

  it("another tab's token refresh changes nothing here", () => {
    const router = setup();
    otherTab(() => storage.set('auth.user', user('1', 'admin', expiry() + 600)));

    expect(router.state.location.pathname).toBe('/orders');
    expect(screen.getByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
    expect(queryClient.getQueryData(['orders', 'list'])).toEqual({ items: [] });
  });
});
