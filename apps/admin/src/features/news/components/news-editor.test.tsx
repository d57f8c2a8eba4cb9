import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { renderRoutes } from '../../../test/render';
import { callsTo, json, on, reply, resetServer, serverError } from '../../../test/fake-api';
import { NewsEditor } from './news-editor';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const GET = 'GET /api/admin/news/17';
const SAVE = 'POST /api/admin/news';

const opening = {
  id: 17,
  title: 'Открылся новый магазин на Ленинском проспекте',
  isPublished: true,
  startDateUtc: '2026-11-20T07:00:00.000Z',
  endDateUtc: '2026-12-20T21:00:00.000Z',
  content: 'Ждём вас по адресу: Калининград, Ленинский проспект, 30.',
  images: [
    { id: 412, path: '/media/news/new-store.svg', originalName: 'otkrytie-leninsky.svg', order: 1 },
  ],
};

const setup = () =>
  renderRoutes([{ path: '/news/edit/:id', element: <NewsEditor id={17} /> }], '/news/edit/17');

const titleField = () => screen.getByRole('textbox', { name: /Заголовок/ });
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

// user-event typing is slow in jsdom on a busy machine.
describe('NewsEditor', { timeout: 20_000 }, () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on(GET, reply(opening));
  });

  it('loads the news and saves the edit without fetching it again', async () => {
    const user = userEvent.setup();
    on(SAVE, ({ body }) => json(body));
    const { alerts } = setup();

    expect(await screen.findByDisplayValue(opening.title)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Опубликована' })).toBeChecked();

    await user.clear(titleField());
    await user.type(titleField(), 'Магазин на Ленинском открыт');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Новость сохранена' }]),
    );
    expect(callsTo(SAVE)[0]?.body).toEqual({ ...opening, title: 'Магазин на Ленинском открыт' });
    expect(callsTo(GET)).toHaveLength(1);
    expect(titleField()).toHaveValue('Магазин на Ленинском открыт');
  });

  it('blocks Save while the title is empty', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByDisplayValue(opening.title);

    await user.clear(titleField());
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(titleField()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it('keeps what was typed when the save fails', async () => {
    const user = userEvent.setup();
    on(SAVE, () => serverError());
    const { alerts } = setup();
    await screen.findByDisplayValue(opening.title);

    await user.clear(titleField());
    await user.type(titleField(), 'Неделя пиццы');
    await user.click(saveButton());

    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([
        { type: 'error', text: 'Внутренняя ошибка сервера' },
      ]),
    );
    expect(titleField()).toHaveValue('Неделя пиццы');
    expect(saveButton()).toBeEnabled();
  });
});
