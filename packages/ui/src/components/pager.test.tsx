import { render, screen, within } from '../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} pages={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the window with ellipses and marks the current page', () => {
    render(<Pager page={20} pages={40} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    const pageButtons = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(pageButtons).toEqual([
      'Предыдущая',
      '1',
      ...Array.from({ length: 11 }, (_, i) => String(15 + i)),
      '40',
      'Следующая',
    ]);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Страница 20' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Страница 21' })).not.toHaveAttribute('aria-current');
  });

  it('disables Предыдущая on the first page and Следующая on the last', () => {
    const { rerender } = render(<Pager page={1} pages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Предыдущая' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующая' })).toBeEnabled();
    rerender(<Pager page={3} pages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Предыдущая' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Следующая' })).toBeDisabled();
  });

  it('reports the chosen page', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} pages={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Страница 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Следующая' }));
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущая' }));
    await userEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(onPageChange.mock.calls).toEqual([[5], [3], [1]]);
  });
});
