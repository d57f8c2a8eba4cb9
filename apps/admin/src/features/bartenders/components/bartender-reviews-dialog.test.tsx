import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, on, reply, resetServer } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import type { Bartender } from '../api/queries';
import { BartenderReviewsDialog } from './bartender-reviews-dialog';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const VOTES = 'GET /api/admin/bartender/5/votes';

const bartender: Bartender = {
  id: 5,
  lastName: 'Соколов',
  name: 'Максим',
  description: '',
  imagePath: null,
  store: null,
  rating: 4.5,
};
const vote = {
  dateTimeUtc: '2026-03-01T12:00:00',
  rating: 5,
  comment: 'Отличный коктейль',
  user: { id: '12', userName: 'ivanov', name: 'Иван', lastName: 'Иванов' },
};

describe('BartenderReviewsDialog', () => {
  it("shows the server's text and 'Повторить' when the reviews fail, not 'Список пуст'", async () => {
    const user = userEvent.setup();
    resetServer();
    on(VOTES, () => json({ message: 'Сервер перегружен' }, 500));
    renderRoutes(
      [{ path: '/', element: <BartenderReviewsDialog bartender={bartender} onClose={vi.fn()} /> }],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Отзывы: Соколов Максим' });
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('Сервер перегружен');
    expect(within(dialog).queryByText('Список пуст')).not.toBeInTheDocument();

    on(VOTES, reply([vote]));
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await within(dialog).findByText('Отличный коктейль')).toBeInTheDocument();
  });
});
