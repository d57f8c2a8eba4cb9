import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, on, resetServer } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { markSeen, parseSeen, readSeenText, SEEN_ORDER_KEY } from '../lib/seen-orders';
import { LIST, orderRows } from '../test/orders-page';
import { NewOrdersBadge } from './new-orders-badge';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const [newest, middle, oldest] = orderRows.map(({ id, utcDate }) => ({ id, utcDate }));

const show = () =>
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <a href="/orders">
            Заказы
            <NewOrdersBadge />
          </a>
        ),
      },
    ],
    '/dashboard',
  );

describe('NewOrdersBadge', () => {
  beforeEach(() => {
    resetServer();
    localStorage.clear();
    document.title = 'Главная — панель';
    on(LIST, () => json({ pages: 1, items: orderRows }));
  });

  it('counts the orders newer than the newest seen, on the link and in the tab title', async () => {
    if (oldest) markSeen(oldest);
    const view = show();
    expect(await screen.findByRole('link', { name: 'Заказы 2 новых' })).toBeInTheDocument();
    expect(document.title).toMatch(/^\(2\) /);

    // Another tab opened the list: the count clears here too.
    if (newest) localStorage.setItem(SEEN_ORDER_KEY, JSON.stringify(newest));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: SEEN_ORDER_KEY })));
    expect(await screen.findByRole('link', { name: 'Заказы' })).toBeInTheDocument();
    expect(document.title).not.toMatch(/^\(/);

    if (middle) localStorage.setItem(SEEN_ORDER_KEY, JSON.stringify(middle));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: SEEN_ORDER_KEY })));
    expect(await screen.findByRole('link', { name: 'Заказы 1 новый' })).toBeInTheDocument();
    expect(document.title).toMatch(/^\(1\) /);

    view.unmount();
    expect(document.title).not.toMatch(/^\(/);
  });

  it('starts counting from the first look in a browser that never opened the list', async () => {
    show();
    await waitFor(() => expect(parseSeen(readSeenText())).toEqual(newest));
    expect(screen.getByRole('link', { name: 'Заказы' })).toBeInTheDocument();
    expect(document.title).not.toMatch(/^\(/);
  });
});
