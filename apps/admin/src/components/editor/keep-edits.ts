const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Deep equality of form values: plain objects, arrays, dates and primitives. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => isSameValue(a[key], b[key]));
  }
  return false;
}

/** A copy later typing cannot change (the form edits in place); dates and files are shared. */
export function copyValues<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => copyValues(item)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, copyValues(item)]),
    ) as T;
  }
  return value;
}

/**
 * The values once `next` arrives: parts the user changed after `since` keep what was typed, the
 * rest is the server's; a list whose length changed is kept whole.
 */
export function keepEdits<T>(next: T, since: T, current: T): T {
  if (isSameValue(since, current)) return next;
  if (Array.isArray(next) && Array.isArray(since) && Array.isArray(current)) {
    if (next.length !== current.length || since.length !== current.length) return current;
    return next.map((item: unknown, index) => keepEdits(item, since[index], current[index])) as T;
  }
  if (isPlainObject(next) && isPlainObject(since) && isPlainObject(current)) {
    const merged: Record<string, unknown> = { ...next };
    for (const key of Object.keys(current)) {
      merged[key] = keepEdits(next[key], since[key], current[key]);
    }
    return merged as T;
  }
  return current;
}
