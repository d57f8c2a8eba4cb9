import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../../lib/zod-messages';
import { callsTo, json, on, reply, resetServer } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { SliderBoard } from './slider-board';
import { SliderScreen } from './slider-screen';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const LIST = 'GET /api/admin/common/slider';
const SAVE = 'PUT /api/admin/common/slider/save';
const ADD = 'POST /api/admin/common/slider/add';
/** A real PNG header: the picker takes a file by its content. */
const png = () =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    'a.png',
    {
      type: 'image/png',
    },
  );

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

  // A server without versions: no ETag, no If-Match.
  function setup() {
    return renderRoutes(
      [{ path: '/', element: <SliderBoard initial={{ value: slides, etag: null }} /> }],
      '/',
    );
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
    expect(callsTo(SAVE)[0]?.request.headers.get('If-Match')).toBeNull();
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Слайды сохранены' }]),
    );
  });

  it('names each slide image by its text', async () => {
    const user = userEvent.setup();
    setup();
    expect(within(card(2)).getByRole('img', { name: 'Слайд 2: Второй' })).toBeInTheDocument();
    await user.type(content(2), ' слайд');
    expect(within(card(2)).getByRole('img', { name: 'Слайд 2: Второй слайд' })).toBeInTheDocument();
  });

  it('asks before leaving with a typed new slide', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/', element: <SliderBoard initial={{ value: slides, etag: null }} /> },
        { path: '/other', element: <LocationProbe /> },
      ],
      '/',
    );
    const newSlide = screen.getByRole('form', { name: 'Новый слайд' });
    await user.type(within(newSlide).getByRole('textbox', { name: /Текст слайда/ }), 'Акция');
    await act(() => router.navigate('/other'));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Есть несохранённые изменения. Уйти со страницы?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("puts the server's field errors of a new slide at their fields", async () => {
    const user = userEvent.setup();
    on(ADD, () =>
      json({ message: 'Проверьте поля', errors: { content: ['Слишком длинно'] } }, 400),
    );
    setup();
    const newSlide = screen.getByRole('form', { name: 'Новый слайд' });
    const text = within(newSlide).getByRole('textbox', { name: /Текст слайда/ });
    await user.type(text, 'Акция');
    await user.upload(within(newSlide).getByLabelText(/^Изображение/), png());
    await user.click(within(newSlide).getByRole('button', { name: 'Добавить слайд' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription('Слишком длинно'));
    expect(text).toHaveFocus();
  });

  it('an empty content blocks Save with a Russian message', async () => {
    const user = userEvent.setup();
    setup();
    await user.clear(content(2));
    expect(await within(card(2)).findByText('Обязательное поле')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Сохранить слайды' })).toBeDisabled();
  });
});

describe('SliderBoard when someone saved the slider meanwhile', () => {
  beforeAll(installZodMessages);

  const theirs = slides.map((slide) =>
    slide.id === 2 ? { ...slide, content: 'Второй, новый' } : slide,
  );
  const ifMatch = (index: number) => callsTo(SAVE)[index]?.request.headers.get('If-Match');

  /** Loaded at '"s1"', edited, saved: the server answers 412 and now holds their version. */
  async function conflictOver(user: ReturnType<typeof userEvent.setup>) {
    resetServer();
    on(LIST, () => {
      const answer = json(theirs);
      answer.headers.set('ETag', '"s2"');
      return answer;
    });
    on(SAVE, ({ request }) =>
      request.headers.get('If-Match') === '"s1"'
        ? json({ message: 'Запись изменил другой пользователь' }, 412)
        : new Response(null, { status: 204, headers: { ETag: '"s3"' } }),
    );
    const view = renderRoutes(
      [{ path: '/', element: <SliderBoard initial={{ value: slides, etag: '"s1"' }} /> }],
      '/',
    );
    await user.type(content(1), '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить слайды' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Запись изменил другой пользователь',
    });
    return { ...view, dialog };
  }

  it('shows the slides that differ, with no error alert, and saves over theirs when told', async () => {
    const user = userEvent.setup();
    const { dialog, alerts } = await conflictOver(user);
    expect(ifMatch(0)).toBe('"s1"');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Первый!«Первый!», позиция 1«Первый», позиция 1«Первый», позиция 1',
      'Второй«Второй», позиция 2«Второй, новый», позиция 2«Второй», позиция 2',
    ]);
    expect(alerts.getSnapshot()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить мою поверх' }));
    await waitFor(() =>
      expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Слайды сохранены' }]),
    );
    expect(ifMatch(1)).toBe('"s2"');
    expect(callsTo(SAVE)[1]?.body).toMatchObject([
      { id: 1, content: 'Первый!' },
      { id: 2 },
      { id: 3 },
    ]);
  });

  it("Escape keeps the edit on its old version; 'Загрузить их версию' shows theirs", async () => {
    const user = userEvent.setup();
    const { dialog } = await conflictOver(user);
    await user.keyboard('{Escape}');
    expect(content(1)).toHaveValue('Первый!');

    await user.click(screen.getByRole('button', { name: 'Сохранить слайды' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Загрузить их версию' }));
    expect(content(1)).toHaveValue('Первый');
    expect(content(2)).toHaveValue('Второй, новый');
    expect(ifMatch(1)).toBe('"s1"');
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
