import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { callsTo, on, reply, resetServer, serverError } from '../../../test/fake-api';
import { categoryTree } from '../test/tree-data';
import { CategoryTreeScreen, type CategoryTreeScreenProps } from './category-tree-screen';

vi.mock('../../../lib/api', () => import('../../../test/fake-api'));

const TREE = 'GET /api/admin/catalog/category/tree';

function setup(props: Partial<CategoryTreeScreenProps> = {}) {
  return renderRoutes(
    [
      { path: '/here', element: <CategoryTreeScreen title="Категории" {...props} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    '/here',
  );
}

const link = (name: string) => screen.getByRole('link', { name });
/** The tree item holding a category's link (its accessible name also holds its children's). */
const itemOf = (name: string) => {
  const item = link(name).closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`no tree item for ${name}`);
  return item;
};

describe('CategoryTreeScreen', () => {
  beforeEach(() => {
    resetServer();
    on(TREE, reply(categoryTree));
  });

  it('shows the nested tree with publish icons, names linking to the sort screen by default', async () => {
    setup();
    const tree = await screen.findByRole('tree', { name: 'Категории' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(5);
    expect(itemOf('Напитки')).toHaveAttribute('aria-level', '1');
    expect(itemOf('Пиво')).toHaveAttribute('aria-level', '2');
    expect(itemOf('Крафтовое пиво')).toHaveAttribute('aria-level', '3');
    expect(itemOf('Пиво')).toContainElement(itemOf('Крафтовое пиво'));
    expect(link('Пиво')).toHaveAttribute('href', '/products/sort/8');
    expect(
      within(itemOf('Десерты')).getByRole('img', { name: 'Снята с публикации' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Опубликованна' })).toHaveLength(3);
    // The sort screens only pick a category.
    expect(screen.queryByRole('button', { name: /Удалить/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Добавить категорию' })).not.toBeInTheDocument();
  });

  it('links with the base the route gives', async () => {
    setup({ linkHref: paths.products.filtersCategory.href });
    expect(await screen.findByRole('link', { name: 'Напитки' })).toHaveAttribute(
      'href',
      '/products/filters/3',
    );
  });

  it('adds through /categories/edit/new and edits through the name link', async () => {
    const user = userEvent.setup();
    setup({ linkHref: paths.categories.edit.href, isEditable: true });
    expect(await screen.findByRole('link', { name: 'Лимонады и морсы' })).toHaveAttribute(
      'href',
      '/categories/edit/9',
    );
    await user.click(screen.getByRole('link', { name: 'Добавить категорию' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/edit/new');
  });

  it("asks 'Удалить категорию?', deletes, says 'Удалено', then reloads the tree", async () => {
    const user = userEvent.setup();
    on('DELETE /api/admin/catalog/category/8', () => new Response(null, { status: 204 }));
    const { alerts } = setup({ isEditable: true });
    await user.click(await screen.findByRole('button', { name: 'Удалить: Пиво' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить категорию?' });

    on(TREE, reply(categoryTree.filter((category) => category.id !== 3)));
    await user.click(within(dialog).getByRole('button', { name: 'Да' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Напитки' })).toBeNull());
    expect(callsTo('DELETE /api/admin/catalog/category/8')).toHaveLength(1);
    expect(callsTo(TREE)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Десерты' })).toBeInTheDocument();
    expect(alerts.getSnapshot()).toMatchObject([{ type: 'success', text: 'Удалено' }]);
  });

  it('deletes nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    setup({ isEditable: true });
    await user.click(await screen.findByRole('button', { name: 'Удалить: Десерты' }));
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('DELETE /api/admin/catalog/category/4')).toHaveLength(0);
    expect(callsTo(TREE)).toHaveLength(1);
  });

  it("shows 'Список пуст' for an empty tree", async () => {
    on(TREE, reply([]));
    setup();
    expect(await screen.findByText('Список пуст')).toBeInTheDocument();
  });

  it("shows the server's text and 'Повторить' when the tree fails to load, not 'Список пуст'", async () => {
    const user = userEvent.setup();
    on(TREE, serverError);
    setup();
    const screenRegion = screen.getByRole('region', { name: 'Категории' });
    const block = await within(screenRegion).findByRole('alert');
    expect(block).toHaveTextContent('Внутренняя ошибка сервера');
    expect(screen.queryByText('Список пуст')).not.toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();

    on(TREE, reply(categoryTree));
    await user.click(within(block).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Напитки' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it('shows the error instead of the old tree when a reload after a delete fails', async () => {
    const user = userEvent.setup();
    on('DELETE /api/admin/catalog/category/8', () => new Response(null, { status: 204 }));
    setup({ isEditable: true });
    await user.click(await screen.findByRole('button', { name: 'Удалить: Пиво' }));
    on(TREE, serverError);
    await user.click(await screen.findByRole('button', { name: 'Да' }));
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  });
});
