import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, on, reply, resetServer } from '../../../../test/fake-api';
import { renderRoutes } from '../../../../test/render';
import { ProductLinksScreen } from './product-links-screen';

vi.mock('../../../../lib/api', () => import('../../../../test/fake-api'));

const pizza = {
  id: 1,
  name: 'Пицца',
  image: null,
  links: [
    { id: 2, name: 'Кола', image: null },
    { id: 3, name: 'Сок', image: null },
  ],
};
const found = [{ id: 4, name: 'Морс', image: null, isPublished: true }];

let searchFails = false;
beforeEach(() => {
  searchFails = false;
  resetServer();
  on('GET /api/admin/catalog/product/links', reply({ pages: 1, items: [pizza] }));
  on('GET /api/admin/catalog/product/list', () =>
    searchFails ? json({ message: 'Поиск недоступен' }, 500) : json({ pages: 1, items: found }),
  );
});

async function open() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/', element: <ProductLinksScreen /> }], '/');
  const view = await screen.findByRole('button', { name: 'Просмотр связей: Пицца' });
  await user.click(view);
  const dialog = await screen.findByRole('dialog', { name: 'Связанные продукты: Пицца' });
  return { user, view, dialog };
}

async function removeCola(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Удалить: Кола' }));
  const prompt = await screen.findByRole('alertdialog', { name: 'Удалить запись?' });
  await user.click(within(prompt).getByRole('button', { name: 'Да' }));
  await waitFor(() => expect(within(dialog).queryByText('Кола')).not.toBeInTheDocument());
}

describe('LinksDialog', () => {
  it("gives the focus back to the row's view button on Escape and on Закрыть", async () => {
    const { user, view } = await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view).toHaveFocus();

    await user.click(view);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view).toHaveFocus();
  });

  it('asks before closing with unsaved link changes; declining keeps the modal and its edits', async () => {
    const { user, view, dialog } = await open();
    await removeCola(user, dialog);

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', {
      name: 'Есть несохранённые изменения. Закрыть без сохранения?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Связанные продукты: Пицца' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Кола')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Сок')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    const again = await screen.findByRole('alertdialog', {
      name: 'Есть несохранённые изменения. Закрыть без сохранения?',
    });
    await user.click(within(again).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view).toHaveFocus();

    // Reopened, the product shows its stored links again.
    await user.click(view);
    expect(await within(await screen.findByRole('dialog')).findByText('Кола')).toBeInTheDocument();
  });

  it('offers neither the product nor its links, says why Add did nothing, and clears after adding', async () => {
    on('GET /api/admin/catalog/product/list', () =>
      json({
        pages: 1,
        items: [
          { id: 1, name: 'Пицца', image: null, isPublished: true },
          { id: 2, name: 'Кола', image: null, isPublished: true },
          ...found,
        ],
      }),
    );
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Сначала выберите продукт в списке поиска',
    );

    const search = within(dialog).getByRole('combobox', { name: 'Поиск продукта' });
    await user.type(search, 'о');
    expect(await within(dialog).findByRole('option', { name: 'Морс' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    await user.click(within(dialog).getByRole('option', { name: 'Морс' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(within(dialog).getByRole('button', { name: 'Удалить: Морс' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Поиск продукта' })).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the search's failure with 'Повторить', not 'Ничего не найдено'", async () => {
    searchFails = true;
    const { user, dialog } = await open();
    await user.type(within(dialog).getByRole('combobox', { name: 'Поиск продукта' }), 'мо');
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('Поиск недоступен');
    // The result list (with its 'Ничего не найдено') is not shown for a failed search.
    const nothingFound = within(dialog).queryByText('Ничего не найдено');
    if (nothingFound) expect(nothingFound).not.toBeVisible();

    searchFails = false;
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Поиск продукта' }));
    expect(await within(dialog).findByRole('option', { name: 'Морс' })).toBeInTheDocument();
  });
});
