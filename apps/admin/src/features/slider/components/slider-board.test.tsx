import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { callsTo, json, on, reply, resetServer } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { SliderBoard } from './slider-board';
import { SliderScreen } from './slider-screen';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const LIST = 'GET /api/admin/common/slider';
const SAVE = 'PUT /api/admin/common/slider/save';

const slides = [
  { id: 3, path: '/3.svg', content: 'Третий', order: 3 },
  { id: 1, path: '/1.svg', content: 'Первый', order: 1 },
  { id: 2, path: '/2.svg', content: 'Второй', order: 2 },
];

const card = (position: number) => screen.getByRole('listitem', { name: `Слайд ${position}` });
const content = (position: number) =>
  within(card(position)).getByRole('textbox', { name: /Текст слайда/ });

describe('SliderBoard', () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on(SAVE, () => new Response(null, { status: 204 }));
  });

  function setup() {
    return renderRoutes([{ path: '/', element: <SliderBoard initial={slides} /> }], '/');
  }

  it('shows the slides by order; the first cannot go left, the last not right', async () => {
    setup();
    // The form validates once on mount: valid slides leave Save enabled.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Сохранить слайды' })).toBeEnabled(),
    );
    expect(content(1)).toHaveValue('Первый');
    expect(content(3)).toHaveValue('Третий');
    expect(screen.getByRole('button', { name: 'Сдвинуть влево: слайд 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Сдвинуть вправо: слайд 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Сдвинуть вправо: слайд 3' })).toBeDisabled();
  });

  it('swaps, deletes after the prompt and saves the list renumbered', async () => {
    const user = userEvent.setup();
    const { alerts } = setup();
    await user.click(screen.getByRole('button', { name: 'Сдвинуть влево: слайд 2' }));
    expect(content(1)).toHaveValue('Второй');

    await user.click(screen.getByRole('button', { name: 'Удалить слайд 3' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Удалить слайд?' })).getByRole(
        'button',
        { name: 'Да' },
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Сохранить слайды' }));
    await waitFor(() => expect(callsTo(SAVE)).toHaveLength(1));
    expect(callsTo(SAVE)[0]?.body).toEqual([
      { id: 2, path: '/2.svg', content: 'Второй', order: 1 },
      { id: 1, path: '/1.svg', content: 'Первый', order: 2 },
    ]);
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Слайды сохранены' }]),
    );
  });

  it('an empty content blocks Save with a Russian message', async () => {
    const user = userEvent.setup();
    setup();
    await user.clear(content(2));
    expect(await within(card(2)).findByText('Обязательное поле')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Сохранить слайды' })).toBeDisabled();
  });
});

describe('SliderScreen', () => {
  beforeEach(resetServer);

  it("says 'Список пуст' when the server has no slides", async () => {
    on(LIST, reply([]));
    renderRoutes([{ path: '/', element: <SliderScreen /> }], '/');
    const region = screen.getByRole('region', { name: 'Слайдер' });
    expect(await within(region).findByText('Список пуст')).toBeVisible();
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("shows the server's text and 'Повторить' when the slides fail to load, then the slides", async () => {
    const user = userEvent.setup();
    on(LIST, () => json({ message: 'Сервер перегружен' }, 500));
    renderRoutes([{ path: '/', element: <SliderScreen /> }], '/');
    const block = await within(screen.getByRole('region', { name: 'Слайдер' })).findByRole('alert');
    expect(block).toHaveTextContent('Сервер перегружен');
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить слайды' })).not.toBeInTheDocument();

    on(LIST, reply(slides));
    await user.click(within(block).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('listitem', { name: 'Слайд 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
