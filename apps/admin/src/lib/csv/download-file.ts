const REVOKE_AFTER_MS = 60_000;

/** Hands a file made in the browser to the browser's downloads. */
export function downloadFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL a moment after the click; after that it only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
