import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';

export type ListParams = { page: number; search: string };

/** A list's URL filters (?orderStatus=4); each schema's `z.catch` reads a bad value as ''. */
export type FilterShape = Record<string, z.ZodMiniType<string>>;
export type FilterValues<S extends FilterShape> = { [K in keyof S]: string };
export type NoFilters = Record<never, z.ZodMiniType<string>>;

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

export function parseFilters<S extends FilterShape>(
  searchParams: URLSearchParams,
  shape: S | undefined,
): FilterValues<S> {
  const values: Record<string, string> = {};
  for (const [key, schema] of Object.entries(shape ?? {})) {
    values[key] = schema.parse(searchParams.get(key) ?? undefined);
  }
  // Every key of the shape was set just above.
  return values as FilterValues<S>;
}

export function useListParams<S extends FilterShape = NoFilters>(shape?: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const filters = useMemo(() => parseFilters(searchParams, shape), [searchParams, shape]);

  // React Router's functional update reads the params of the last render: two updates before
  // the next one (a status picked, then a date typed at once on a busy machine) would lose the
  // first. Until a render shows new params, the next update builds on the last one asked for.
  const lastAsked = useRef<{ over: string; params: URLSearchParams } | null>(null);
  const update = useCallback(
    (next: Partial<ListParams>, nextFilters: Readonly<Record<string, string | undefined>> = {}) => {
      const rendered = searchParams.toString();
      const current =
        lastAsked.current?.over === rendered ? lastAsked.current.params : searchParams;
      const merged = { ...parseListParams(current), ...next };
      const out = new URLSearchParams(current);
      if (merged.page > 1) out.set('page', String(merged.page));
      else out.delete('page');
      if (merged.search) out.set('search', merged.search);
      else out.delete('search');
      // '' is no filter: it leaves the URL, so an unfiltered list keeps its short address.
      for (const [key, value] of Object.entries(nextFilters)) {
        if (value) out.set(key, value);
        else out.delete(key);
      }
      lastAsked.current = { over: rendered, params: out };
      setSearchParams(out);
    },
    [searchParams, setSearchParams],
  );

  return {
    ...params,
    filters,
    setPage: useCallback((page: number) => update({ page }), [update]),
    /** A new search starts again from page 1. */
    setSearch: useCallback(
      (search: string) => update({ search: search.trim(), page: 1 }),
      [update],
    ),
    /** Any filter changing starts again from page 1 too. */
    setFilters: useCallback(
      (next: Partial<FilterValues<S>>) => update({ page: 1 }, next),
      [update],
    ),
  };
}
