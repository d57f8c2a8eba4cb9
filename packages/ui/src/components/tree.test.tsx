import { act, fireEvent, render, screen, waitFor } from '../test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tree, VIRTUALIZE_FROM } from './tree';

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

function renderTree(onOpen = vi.fn(), items: readonly Category[] = categories) {
  render(
    <Tree
      label="Категории"
      items={items}
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
    act(() => item('Еда').focus());
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
    act(() => item('Роллы').focus());
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
    act(() => item('Пицца').focus());
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(2);
  });
});

describe('Tree with many items (windowed)', () => {
  const ROOTS = 30;
  const CHILDREN = 9;
  const many: Category[] = Array.from({ length: ROOTS }, (_, r) => ({
    id: r * 10 + 1,
    name: `Раздел ${r + 1}`,
    categories: Array.from({ length: CHILDREN }, (_, c) => ({
      id: r * 10 + c + 2,
      name: `Подраздел ${r + 1}.${c + 1}`,
    })),
  }));
  const named = (name: string) => screen.getByRole('treeitem', { name });

  // jsdom lays nothing out and scrolls nothing: here the window is 768 px tall, the list starts
  // at the top of the page, every row is the estimated 36 px, and the page scrolls when asked.
  const VIEWPORT_HEIGHT = 768;
  let scrollTop = 0;
  const scrollPageTo = (top: number) => {
    scrollTop = top;
    fireEvent.scroll(window);
  };
  const pageScrollTo = vi.fn((options: ScrollToOptions) => scrollPageTo(options.top ?? scrollTop));

  beforeEach(() => {
    scrollTop = 0;
    pageScrollTo.mockClear();
    vi.stubGlobal('innerHeight', VIEWPORT_HEIGHT);
    vi.stubGlobal('scrollTo', pageScrollTo);
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollTop);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, -scrollTop, 1024, 0),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function renderMany(onOpen = vi.fn()) {
    renderTree(onOpen, many);
    await act(async () => {});
    return onOpen;
  }

  it('renders the rows in view only, with the structure in aria attributes', async () => {
    expect(ROOTS * (CHILDREN + 1)).toBeGreaterThanOrEqual(VIRTUALIZE_FROM);
    await renderMany();
    const tree = screen.getByRole('tree', { name: 'Категории' });
    expect(tree).toHaveAttribute('data-item-count', '300');
    const rendered = screen.getAllByRole('treeitem');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(named('Раздел 1')).toHaveAttribute('aria-level', '1');
    expect(named('Раздел 1')).toHaveAttribute('aria-setsize', '30');
    expect(named('Раздел 1')).toHaveAttribute('aria-posinset', '1');
    expect(named('Раздел 1')).toHaveAttribute('aria-expanded', 'true');
    expect(named('Подраздел 1.2')).toHaveAttribute('aria-level', '2');
    expect(named('Подраздел 1.2')).toHaveAttribute('aria-setsize', '9');
    expect(named('Подраздел 1.2')).toHaveAttribute('aria-posinset', '2');
    expect(rendered.filter((el) => el.tabIndex === 0)).toEqual([named('Раздел 1')]);
  });

  it('reaches every item from the keyboard, scrolling to it', async () => {
    const onOpen = await renderMany();
    expect(screen.queryByRole('treeitem', { name: 'Подраздел 30.9' })).not.toBeInTheDocument();
    act(() => named('Раздел 1').focus());
    await userEvent.keyboard('{End}');
    expect(named('Подраздел 30.9')).toHaveFocus();
    expect(named('Подраздел 30.9')).toHaveAttribute('aria-posinset', '9');
    expect(pageScrollTo).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(300);

    await userEvent.keyboard('{ArrowLeft}');
    expect(named('Раздел 30')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(named('Раздел 30')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('tree')).toHaveAttribute('data-item-count', '291');
    await userEvent.keyboard('{ArrowUp}');
    expect(named('Подраздел 29.9')).toHaveFocus();

    await userEvent.keyboard('{Home}');
    expect(named('Раздел 1')).toHaveFocus();
    expect(screen.queryByRole('treeitem', { name: 'Подраздел 29.9' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(named('Подраздел 1.2')).toHaveFocus();
  });

  it('keeps up with keys pressed faster than rows are rendered', async () => {
    await renderMany();
    act(() => named('Раздел 1').focus());
    // No waiting between the presses: from the 30th row or so on, each one moves to a row that
    // is not rendered yet, while focus is still on the one before.
    for (let press = 0; press < 45; press++) {
      const focused = document.activeElement;
      if (!focused) throw new Error('Nothing is focused.');
      fireEvent.keyDown(focused, { key: 'ArrowDown' });
    }
    await waitFor(() => expect(named('Подраздел 5.5')).toHaveFocus());
    expect(named('Подраздел 5.5')).toHaveAttribute('tabindex', '0');
  });

  it('keeps the focused row rendered when the page scrolls away from it', async () => {
    await renderMany();
    act(() => named('Подраздел 1.1').focus());
    scrollPageTo(5000);
    expect(await screen.findByRole('treeitem', { name: 'Раздел 15' })).toBeInTheDocument();
    expect(named('Подраздел 1.1')).toHaveFocus();
    expect(named('Подраздел 1.1')).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('treeitem', { name: 'Раздел 1' })).not.toBeInTheDocument();
  });
});
