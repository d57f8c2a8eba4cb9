// Ids, pages and page sizes are integers from 1; page defaults to 1, pageSize to 100.
import type { Context } from 'hono';

const DEFAULT_PAGE_SIZE = 100;

/** A positive integer, or null for anything else ("abc", "0", "1.5", "-2"). */
export function positiveInt(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : null;
}

export function pathId(c: Context, name = 'id'): number | null {
  return positiveInt(c.req.param(name));
}

export type PageQuery = { page: number; pageSize: number; search: string };

/** Null when `page`/`pageSize` is given but bad (operations without a 400: pageQueryOrDefaults). */
export function pageQuery(c: Context): PageQuery | null {
  const page = c.req.query('page');
  const pageSize = c.req.query('pageSize');
  const parsedPage = page === undefined ? 1 : positiveInt(page);
  const parsedSize = pageSize === undefined ? DEFAULT_PAGE_SIZE : positiveInt(pageSize);
  if (parsedPage === null || parsedSize === null) return null;
  return { page: parsedPage, pageSize: parsedSize, search: (c.req.query('search') ?? '').trim() };
}

export function pageQueryOrDefaults(c: Context): PageQuery {
  return {
    page: positiveInt(c.req.query('page')) ?? 1,
    pageSize: positiveInt(c.req.query('pageSize')) ?? DEFAULT_PAGE_SIZE,
    search: (c.req.query('search') ?? '').trim(),
  };
}
