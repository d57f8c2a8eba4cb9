import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tree } from './tree';

type Category = { id: number; name: string; categories?: Category[] };

const categories: Category[] = [
  {
    id: 1,
    name: 'Еда',
    categories: [
      { id: 2, name: 'Пицца' },
      { id: 3, name: 'Роллы', categories: [{ id: 4, name: 'Запечённые' }] },
    ],
  },
  { id: 5, name: 'Напитки' },
];

function renderTree(onOpen = vi.fn()) {
  render(
    <Tree
      label="Категории"
      items={categories}
      getKey={(item) => item.id}
      getChildren={(item) => item.categories}
      renderItem={(item) => (
        <a
          href={`/categories/edit/${item.id}`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(item.id);
          }}
        >
          {item.name}
        </a>
      )}
    />,
  );
  return onOpen;
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });

describe('Tree', () => {
  it('names each item by its own row, not its descendants', () => {
    renderTree();
    expect(screen.getByRole('treeitem', { name: 'Роллы' })).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('treeitem', { name: 'Еда' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts fully expanded with levels and one tab stop', () => {
    renderTree();
    expect(screen.getByRole('tree', { name: 'Категории' })).toBeInTheDocument();
    expect(screen.getAllByRole('treeitem')).toHaveLength(5);
    expect(item('Запечённые')).toHaveAttribute('aria-level', '3');
    expect(item('Еда')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Пицца')).not.toHaveAttribute('aria-expanded');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    const tabStops = screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0);
    expect(tabStops).toEqual([item('Еда')]);
  });

  it('moves with Up, Down, Home and End', async () => {
    renderTree();
    item('Еда').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Пицца')).toHaveFocus();
    expect(item('Пицца')).toHaveAttribute('tabindex', '0');
    expect(item('Еда')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(item('Напитки')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Запечённые')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Еда')).toHaveFocus();
  });

  it('collapses and expands with Left and Right, and goes to the parent', async () => {
    renderTree();
    item('Роллы').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Роллы')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /Запечённые/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Напитки')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(item('Роллы')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(item('Запечённые')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Роллы')).toHaveFocus();
  });

  it('activates the item link with Enter', async () => {
    const onOpen = renderTree();
    item('Пицца').focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(2);
  });
});
