export type Difference = { path: string; sent: unknown; got: unknown };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the save sent comes back the same, except: fields only the answer has (ids, assigned paths,
 * computed values) are not compared; null and absent are equal for optional fields; date-times
 * compare as instants; lists keep their length and order.
 */
export function differences(sent: unknown, got: unknown, path = ''): Difference[] {
  if (sent === null || sent === undefined) {
    return got === null || got === undefined ? [] : [{ path, sent, got }];
  }
  if (typeof sent === 'string' && typeof got === 'string' && ISO_INSTANT.test(sent)) {
    return Date.parse(sent) === Date.parse(got) ? [] : [{ path, sent, got }];
  }
  if (Array.isArray(sent)) {
    if (!Array.isArray(got) || got.length !== sent.length) return [{ path, sent, got }];
    return sent.flatMap((item, index) => differences(item, got[index], `${path}[${index}]`));
  }
  if (isRecord(sent)) {
    if (!isRecord(got)) return [{ path, sent, got }];
    return Object.entries(sent).flatMap(([key, value]) =>
      differences(value, got[key], path === '' ? key : `${path}.${key}`),
    );
  }
  return Object.is(sent, got) ? [] : [{ path, sent, got }];
}
