import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render';
import type { ProductLinkRef } from '../../api/queries';
import { ProductSearch } from './product-search';

import { callsTo, on, reply, resetServer } from '../../../../test/fake-api';

vi.mock('../../../../lib/api', () => import('../../../../test/fake-api'));

const LIST = 'GET /api/admin/catalog/product/list';
/** The query string of each search sent, as the server reads it. */
const searches = () =>
  callsTo(LIST).map(({ request }) => Object.fromEntries(new URL(request.url).searchParams));

const items = [
  { id: 61, name: 'Чизкейк Нью-Йорк', image: null, isPublished: true },
  { id: 62, name: 'Чизкейк шоколадный', image: '/media/c.svg', isPublished: true },
];

describe('ProductSearch', () => {
  beforeEach(() => {
    resetServer();
    on(LIST, reply({ pages: 1, items }));
  });

  function setup() {
    const onSelect = vi.fn<(product: ProductLinkRef | null) => void>();
    renderRoutes(
      [{ path: '/', element: <ProductSearch onSelect={onSelect} onOpenChange={vi.fn()} /> }],
      '/',
    );
    return { onSelect, input: screen.getByRole('combobox', { name: 'Поиск продукта' }) };
  }

  it('searches page 1 of 10 once typing pauses, and a click chooses a product', async () => {
    const user = userEvent.setup();
    const { onSelect, input } = setup();
    await user.type(input, 'чиз');

    await waitFor(() =>
      expect(searches()).toContainEqual({ page: '1', pageSize: '10', search: 'чиз' }),
    );
    expect(searches()).not.toContainEqual(expect.objectContaining({ search: 'чи' }));

    await user.click(await screen.findByRole('option', { name: 'Чизкейк шоколадный' }));
    expect(onSelect).toHaveBeenLastCalledWith({
      id: 62,
      name: 'Чизкейк шоколадный',
      image: '/media/c.svg',
    });
    expect(input).toHaveValue('Чизкейк шоколадный');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('works with the keyboard: arrows move, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    const { onSelect, input } = setup();
    await user.type(input, 'ч');
    await screen.findByRole('option', { name: 'Чизкейк Нью-Йорк' });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Чизкейк шоколадный' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 62 }));

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('typing again forgets the product chosen before', async () => {
    const user = userEvent.setup();
    const { onSelect, input } = setup();
    await user.type(input, 'ч');
    await user.click(await screen.findByRole('option', { name: 'Чизкейк Нью-Йорк' }));
    await user.type(input, 'x');
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});
