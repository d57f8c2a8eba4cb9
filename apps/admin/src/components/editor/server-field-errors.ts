import { isApiError, type FieldErrors } from '@shop/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export type ServerFieldError = { path: string; message: string };

const isNested = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

/** Every path of the form's values, parents before children, in the form's own order. */
function formPaths(values: unknown, prefix = ''): string[] {
  if (!isNested(values)) return [];
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return [path, ...formPaths(value, path)];
  });
}

/** 'Location.Lat', 'images[0].Path' and '$.name' all name a dotted path; case does not count. */
const normalise = (name: string) =>
  name
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .toLowerCase();

/**
 * The server's field errors that match a form field (`aliases` maps contract names the form
 * renames), first field first; the others are left to the alert.
 */
export function matchServerErrors(
  errors: FieldErrors | undefined,
  values: unknown,
  aliases: Readonly<Record<string, string>> = {},
): ServerFieldError[] {
  if (!errors) return [];
  const paths = formPaths(values);
  const byName = new Map(paths.map((path) => [path.toLowerCase(), path]));
  for (const [alias, path] of Object.entries(aliases)) byName.set(normalise(alias), path);

  const matched: ServerFieldError[] = [];
  for (const [name, texts] of Object.entries(errors)) {
    const path = byName.get(normalise(name));
    if (path !== undefined && texts.length > 0) matched.push({ path, message: texts.join(' ') });
  }
  return matched.sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path));
}

/**
 * Puts a 400/422's field errors at the form's fields (as held when sent) and focuses the first;
 * answers whether any found its field. Every saving form uses this.
 */
export function showServerFieldErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
  values: TValues,
  aliases?: Readonly<Record<string, Path<TValues>>>,
): boolean {
  if (!isApiError(error)) return false;
  const matched = matchServerErrors(error.errors, values, aliases);
  matched.forEach(({ path, message }, index) =>
    setError(path as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return matched.length > 0;
}
