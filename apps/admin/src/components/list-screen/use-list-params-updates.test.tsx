import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useListParams } from './use-list-params';

const shape = { orderStatus: z.catch(z.string(), ''), dateFrom: z.catch(z.string(), '') };

function useListAndUrl() {
  return { list: useListParams(shape), search: useLocation().search };
}

function renderAt(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/orders', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  return renderHook(useListAndUrl, { wrapper });
}

describe('useListParams updates', () => {
  it('keeps both of two filters set before the list renders again', () => {
    const { result } = renderAt('/orders?page=3');
    act(() => {
      result.current.list.setFilters({ orderStatus: '5' });
      result.current.list.setFilters({ dateFrom: '26.11.2026' });
    });
    expect(result.current.search).toBe('?orderStatus=5&dateFrom=26.11.2026');
    expect(result.current.list.filters).toEqual({ orderStatus: '5', dateFrom: '26.11.2026' });
  });

  it('builds on the URL shown once it has rendered, wherever it came from', () => {
    const { result } = renderAt('/orders?orderStatus=5');
    act(() => result.current.list.setSearch('пицца'));
    act(() => result.current.list.setPage(2));
    expect(result.current.search).toBe(
      '?orderStatus=5&search=%D0%BF%D0%B8%D1%86%D1%86%D0%B0&page=2',
    );
  });
});
