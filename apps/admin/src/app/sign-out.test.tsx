import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, on, resetServer, session } from '../test/fake-api';
import { LocationProbe, renderRoutes } from '../test/render';
import { unsignedToken } from '../test/unsigned-token';
import { TopBar } from './layouts/top-bar';
import { queryClient } from './query-client';
import LoginRoute from './routes/login';

vi.mock('../lib/api', () => import('../test/fake-api'));

const TOKEN = unsignedToken({ sub: '1', unique_name: 'admin', role: 'Admin', exp: 4102444800 });

const routes = [
  {
    path: '/orders',
    element: (
      <>
        <TopBar />
        <LocationProbe />
      </>
    ),
  },
  { path: '/login', element: <LoginRoute /> },
];

async function signOut() {
  renderRoutes(routes, '/orders');
  await userEvent.click(screen.getByRole('button', { name: 'Выход' }));
  expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
}

describe("'Выход'", () => {
  beforeEach(() => {
    resetServer();
    session.save({ token: TOKEN, refreshToken: 'refresh-1' });
    queryClient.setQueryData(['orders', 'list'], { items: [] });
  });

  it('revokes the refresh token on the server and leaves nothing of the session', async () => {
    on('POST /api/user/logout', () => new Response(null, { status: 204 }));
    await signOut();

    await waitFor(() => expect(callsTo('POST /api/user/logout')).toHaveLength(1));
    const [call] = callsTo('POST /api/user/logout');
    expect(call?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(call?.request.headers.get('Authorization')).toBeNull();
    expect([session.getToken(), session.getRefreshToken(), session.getUser()]).toEqual([
      null,
      null,
      null,
    ]);
    expect(queryClient.getQueryData(['orders', 'list'])).toBeUndefined();
  });

  it('signs out all the same when the server fails', async () => {
    on('POST /api/user/logout', () => json({ message: 'Внутренняя ошибка сервера' }, 500));
    await signOut();

    expect(session.getUser()).toBeNull();
    expect(session.getRefreshToken()).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
