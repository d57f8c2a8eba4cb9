/** Longer texts are stack traces or dumps, not messages for staff. */
const MAX_LENGTH = 300;
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** Any markup (`<html>`, `<!DOCTYPE`, `<h1>`, `</p>`) means an error page, not a message. */
const MARKUP = /<[!/]?[a-z][^>]*>/i;

/** Undefined unless readable in the Russian UI: text without Cyrillic is developer English. */
export function readableText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > MAX_LENGTH) return undefined;
  if (MARKUP.test(text) || !CYRILLIC.test(text)) return undefined;
  return text;
}
