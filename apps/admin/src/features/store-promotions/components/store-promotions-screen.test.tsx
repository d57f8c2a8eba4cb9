import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { installZodMessages } from '../../../lib/zod-messages';
import { callsTo, json, on, reply, resetServer } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render';
import type { StoreChoices } from './store-picker-dialog';
import { StorePromotionsScreen } from './store-promotions-screen';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const LIST = 'GET /api/admin/promotion/list';
const SAVE = 'POST /api/admin/promotion';
const UPLOAD = 'POST /api/admin/promotion/image/save';
const svg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' });
const happyHours = {
  id: 7,
  name: 'Счастливые часы',
  image: '/media/promotions/happy-hour.svg',
  isEnabled: true,
  links: [1],
};
const stores = [
  { id: 1, name: 'Центральный', address: 'Ленинский проспект, 1' },
  { id: 2, name: 'Вокзальный', address: 'Привокзальная площадь, 3' },
];

function setup(choices: StoreChoices = { items: stores }) {
  return renderRoutes(
    [
      {
        path: '/promotions',
        element: (
          <>
            <StorePromotionsScreen stores={choices} />
            <Link to="/other">Дальше</Link>
          </>
        ),
      },
      { path: '/other', element: <LocationProbe /> },
    ],
    '/promotions',
  );
}

const region = () => screen.getByRole('region', { name: 'Акции' });
const card = () => screen.getByRole('form', { name: 'Счастливые часы' });
const newRow = () => screen.getByRole('form', { name: 'Новая акция' });
const leavePrompt = 'Есть несохранённые изменения. Уйти со страницы?';

describe('StorePromotionsScreen', () => {
  beforeAll(installZodMessages);
  beforeEach(() => {
    resetServer();
    on(LIST, reply({ pages: 1, items: [happyHours] }));
  });

  it("shows the server's text and 'Повторить' when the list fails, not 'Список пуст'", async () => {
    const user = userEvent.setup();
    on(LIST, () => json({ message: 'Сервер перегружен' }, 500));
    setup();
    const error = await within(region()).findByRole('alert');
    expect(error).toHaveTextContent('Сервер перегружен');
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();

    on(LIST, reply({ pages: 1, items: [happyHours] }));
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('form', { name: 'Счастливые часы' })).toBeInTheDocument();
    expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads every page, with the same page size, when the server serves fewer than asked', async () => {
    const coffee = { ...happyHours, id: 8, name: 'Кофе с собой' };
    on(LIST, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page');
      return json({ pages: 2, items: page === '1' ? [happyHours] : [coffee] });
    });
    setup();
    expect(await screen.findByRole('form', { name: 'Кофе с собой' })).toBeInTheDocument();
    expect(card()).toBeInTheDocument();
    const asked = callsTo(LIST).map(({ request }) => new URL(request.url).search);
    expect(asked).toEqual(['?page=1&pageSize=1000000', '?page=2&pageSize=1000000']);
  });

  it("says in the store picker that the stores failed, with 'Повторить'", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    setup({ items: [], error: { message: 'Нет связи с сервером', onRetry } });
    await user.click(within(newRow()).getByRole('button', { name: 'Магазины (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Магазины акции' });
    const error = within(dialog).getByRole('alert');
    expect(error).toHaveTextContent('Нет связи с сервером');
    expect(within(dialog).queryByText('Магазины не найдены')).not.toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("gives the focus back to the stores button on 'Готово' and on Escape", async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('form', { name: 'Счастливые часы' });
    await user.click(within(card()).getByRole('button', { name: 'Магазины (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Магазины акции' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Вокзальный/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const button = within(card()).getByRole('button', { name: 'Магазины (2)' });
    expect(button).toHaveFocus();

    await user.click(button);
    await screen.findByRole('dialog', { name: 'Магазины акции' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card()).getByRole('button', { name: 'Магазины (2)' })).toHaveFocus();
  });

  it('asks before leaving with an edited promotion; staying keeps the edit', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('form', { name: 'Счастливые часы' });
    const name = within(card()).getByRole('textbox', { name: /Название/ });
    await user.type(name, '!');
    await user.click(screen.getByRole('link', { name: 'Дальше' }));
    const ask = await screen.findByRole('alertdialog', { name: leavePrompt });
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(name).toHaveValue('Счастливые часы!');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // Closing or reloading the tab asks through the browser.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('asks before leaving with a typed new promotion; leaving goes on', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('form', { name: 'Счастливые часы' });
    await user.type(within(newRow()).getByRole('textbox', { name: /Название/ }), 'Завтраки');
    await user.click(screen.getByRole('link', { name: 'Дальше' }));
    const ask = await screen.findByRole('alertdialog', { name: leavePrompt });
    await user.click(within(ask).getByRole('button', { name: 'Уйти' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/other');
  });

  it("marks the image required, and names each card's buttons after its promotion", async () => {
    setup();
    await screen.findByRole('form', { name: 'Счастливые часы' });
    const newImage = within(newRow()).getByText(/^Изображение/, { selector: 'label' });
    expect(newImage).toHaveTextContent('Изображение*');
    expect(
      within(card()).getByText(/^Заменить изображение/, { selector: 'label' }),
    ).toHaveTextContent('Заменить изображение*');
    expect(
      within(card()).getByRole('button', { name: 'Сохранить акцию «Счастливые часы»' }),
    ).toBeInTheDocument();
    expect(
      within(card()).getByRole('button', { name: 'Удалить акцию «Счастливые часы»' }),
    ).toBeInTheDocument();
  });

  it("asks 'Акция без магазинов. Добавить?' before adding one with no store", async () => {
    const user = userEvent.setup();
    on(UPLOAD, reply({ url: '/media/promotions/breakfast.svg' }));
    on(SAVE, reply({ ...happyHours, id: 9, name: 'Завтраки', links: [] }));
    setup();
    await screen.findByRole('form', { name: 'Счастливые часы' });
    await user.type(within(newRow()).getByRole('textbox', { name: /Название/ }), 'Завтраки');
    await user.upload(within(newRow()).getByLabelText(/^Изображение/), svg());
    const add = within(newRow()).getByRole('button', { name: 'Добавить' });
    await waitFor(() => expect(add).toBeEnabled());

    await user.click(add);
    const ask = await screen.findByRole('alertdialog', { name: 'Акция без магазинов. Добавить?' });
    await user.click(within(ask).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(SAVE)).toHaveLength(0);

    await user.click(add);
    const again = await screen.findByRole('alertdialog', {
      name: 'Акция без магазинов. Добавить?',
    });
    await user.click(within(again).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(callsTo(SAVE)).toHaveLength(1));
    expect(callsTo(SAVE)[0]?.body).toMatchObject({ name: 'Завтраки', links: [] });
  });

  it("puts the server's field errors at their fields, new and stored, and focuses the first", async () => {
    const user = userEvent.setup();
    on(UPLOAD, reply({ url: '/media/promotions/breakfast.svg' }));
    on(SAVE, () =>
      json({ message: 'Проверьте поля', errors: { Name: ['Такая акция уже есть'] } }, 422),
    );
    setup();
    await screen.findByRole('form', { name: 'Счастливые часы' });
    const name = within(card()).getByRole('textbox', { name: /Название/ });
    await user.type(name, '!');
    await user.click(
      within(card()).getByRole('button', { name: 'Сохранить акцию «Счастливые часы»' }),
    );
    await waitFor(() => expect(name).toHaveAccessibleDescription('Такая акция уже есть'));
    expect(name).toHaveFocus();

    const newName = within(newRow()).getByRole('textbox', { name: /Название/ });
    await user.type(newName, 'Счастливые часы');
    await user.upload(within(newRow()).getByLabelText(/^Изображение/), svg());
    await user.click(within(newRow()).getByRole('button', { name: 'Магазины (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Магазины акции' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Вокзальный/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    const add = within(newRow()).getByRole('button', { name: 'Добавить' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(newName).toHaveAccessibleDescription('Такая акция уже есть'));
    expect(newName).toHaveFocus();
  });

  it('lets the user leave without asking when nothing was edited', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('form', { name: 'Счастливые часы' });
    await user.click(screen.getByRole('link', { name: 'Дальше' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/other');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
