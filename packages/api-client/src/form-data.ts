/** Blobs as they are, other values as text, nullish left out; the browser sets the boundary. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form;
}
