/**
 * Serialises a multipart body for openapi-fetch's `bodySerializer`. Blobs and Files go in
 * as they are, other values as text; undefined and null are left out. Content-Type stays
 * unset so the browser writes the boundary.
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form;
}
