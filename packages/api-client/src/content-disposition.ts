// Content-Disposition (RFC 6266): `filename*` (RFC 5987) wins over `filename`; else 'file'.
export const DEFAULT_FILENAME = 'file';

const EXTENDED = /filename\*\s*=\s*([^;]+)/i;
const PLAIN = /(?:^|;)\s*filename\s*=\s*("(?:\\.|[^"\\])*"|[^;]*)/i;

function decodeExtended(raw: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(raw.trim());
  if (!match) return undefined;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    // ISO-8859-1: each %XX is one code point.
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  } catch {
    return undefined;
  }
}

function decodePlain(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** Strips any path so a header cannot choose where a download lands. */
function baseName(name: string): string {
  return name.split(/[/\\]/).pop() ?? '';
}

export function filenameFromContentDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_FILENAME;
  const extended = EXTENDED.exec(header)?.[1];
  const fromExtended = extended ? decodeExtended(extended) : undefined;
  const plain = PLAIN.exec(header)?.[1];
  const name = baseName(fromExtended ?? (plain ? decodePlain(plain) : ''));
  return name.trim() === '' ? DEFAULT_FILENAME : name;
}
