export type Page<T> = { pages: number; items: T[] };

/** `pages` is ceil(total / pageSize), so an empty list has 0 pages; a page past the end is empty. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return {
    pages: Math.ceil(items.length / pageSize),
    items: items.slice(start, start + pageSize),
  };
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Case-insensitive; digits also match phones written with spaces or dashes ("9114567890"). */
export function matchesSearch(
  search: string,
  fields: readonly (string | null | undefined)[],
): boolean {
  if (search === '') return true;
  const needle = search.toLocaleLowerCase('ru');
  const needleDigits = /^[\d\s()+-]+$/.test(search) ? digitsOf(search) : '';
  return fields.some((field) => {
    if (!field) return false;
    if (field.toLocaleLowerCase('ru').includes(needle)) return true;
    return needleDigits.length > 0 && digitsOf(field).includes(needleDigits);
  });
}
