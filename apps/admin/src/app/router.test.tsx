import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS } from './chunk-reload';
import { routes } from './router';

// A screen that cannot draw the data it got, as an order without items would.
vi.mock('./routes/push', () => ({
  default: function BrokenScreen() {
    throw new TypeError("Cannot read properties of null (reading 'map')");
  },
}));
// A screen whose module is gone after a redeploy: its dynamic import fails.
vi.mock('./routes/slider', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/slider-x.js');
});

// Outside the shell: the sign-in route's module is gone too.
vi.mock('./routes/login', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/login-x.js');
});

const RELOADED_AT = 'app.staleChunkReloadAt';

function signInAsAdmin() {
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('auth.token', 'token');
  localStorage.setItem('auth.refreshToken', 'refresh');
  localStorage.setItem(
    'auth.user',
    JSON.stringify({ id: '1', role: 'Admin', userName: 'admin', expiry }),
  );
}

const open = (url: string) =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />);

describe('the router', () => {
  beforeEach(() => {
    signInAsAdmin();
    sessionStorage.clear();
    // React and the router report a caught render error on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows a render error in Russian inside the shell, with the menu and Выход', async () => {
    open('/push');
    // The first test to reach the shell imports its whole module tree (transformed on demand),
    // which takes more than findBy's default second on a loaded two-core machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Не удалось показать страницу' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выход' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('reloads once for a screen module that cannot be loaded', async () => {
    open('/slider');
    // The attempt is remembered, so the next failure shows the page instead of looping.
    await waitFor(() =>
      expect(Number(sessionStorage.getItem(RELOADED_AT))).toBeGreaterThan(Date.now() - 5_000),
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Загрузка…');
    expect(screen.queryByRole('heading', { name: 'Приложение обновилось' })).toBeNull();
  });

  it('says the app was updated, with Обновить, when the reload did not help', async () => {
    sessionStorage.setItem(RELOADED_AT, String(Date.now() - 2_000));
    open('/slider');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Приложение обновилось' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeInTheDocument();
  });

  it('outside the shell, says so on a page of its own', async () => {
    localStorage.clear();
    sessionStorage.setItem(RELOADED_AT, String(Date.now() - 2_000));
    open('/login');
    const page = await screen.findByRole('main');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Приложение обновилось' }),
    ).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Обновить' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('reloads again for a failure long after the last reload (a later redeploy)', async () => {
    const longAgo = Date.now() - RELOAD_WINDOW_MS - 1_000;
    sessionStorage.setItem(RELOADED_AT, String(longAgo));
    open('/slider');
    await waitFor(() =>
      expect(Number(sessionStorage.getItem(RELOADED_AT))).toBeGreaterThan(longAgo),
    );
  });
});
