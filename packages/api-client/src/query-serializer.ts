// The API's query rule: nested `name.sub=value`, arrays repeat the name, falsy values left out.
type QueryValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

function isPlainObject(value: unknown): value is { readonly [key: string]: QueryValue } {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

function collect(prefix: string, value: QueryValue, out: URLSearchParams): void {
  if (!value) return;
  if (value instanceof Date) {
    out.append(prefix, value.toISOString());
  } else if (Array.isArray(value)) {
    for (const item of value as readonly QueryValue[]) collect(prefix, item, out);
  } else if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value))
      collect(prefix ? `${prefix}.${key}` : key, inner, out);
  } else {
    out.append(prefix, String(value));
  }
}

export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const out = new URLSearchParams();
  if (query) collect('', query as { readonly [key: string]: QueryValue }, out);
  return out.toString();
}
