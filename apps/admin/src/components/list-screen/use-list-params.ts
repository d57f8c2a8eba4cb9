import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';

export type ListParams = { page: number; search: string };

/** Page and search live in the URL (?page=2&search=...); anything unreadable falls back. */
const listParamsSchema = z.object({
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1)), 1),
  search: z.catch(z.string(), ''),
});

export function parseListParams(searchParams: URLSearchParams): ListParams {
  return listParamsSchema.parse({
    page: searchParams.get('page') ?? undefined,
    search: searchParams.get('search') ?? undefined,
  });
}

export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);

  const update = useCallback(
    (next: Partial<ListParams>) =>
      setSearchParams((current) => {
        const merged = { ...parseListParams(current), ...next };
        const out = new URLSearchParams(current);
        if (merged.page > 1) out.set('page', String(merged.page));
        else out.delete('page');
        if (merged.search) out.set('search', merged.search);
        else out.delete('search');
        return out;
      }),
    [setSearchParams],
  );

  return {
    ...params,
    setPage: useCallback((page: number) => update({ page }), [update]),
    /** A new search starts again from page 1. */
    setSearch: useCallback(
      (search: string) => update({ search: search.trim(), page: 1 }),
      [update],
    ),
  };
}
