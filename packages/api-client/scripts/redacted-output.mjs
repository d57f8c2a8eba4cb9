// contract:verify's output boundary: whatever vitest prints goes through the one redaction
// (contract/redact.mjs) before it reaches the terminal or a CI log.
import { redact } from '../contract/redact.mjs';

/**
 * Copies `from` to `to` line by line, redacted; whole lines, so a secret split across two
 * chunks is still found. Resolves when `from` ends.
 * @param {import('node:stream').Readable} from
 * @param {NodeJS.WritableStream} to
 * @param {Iterable<string | undefined>} secrets
 */
export function pipeRedacted(from, to, secrets) {
  const known = [...secrets];
  let rest = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const text = rest + chunk;
    const end = text.lastIndexOf('\n') + 1;
    rest = text.slice(end);
    if (end > 0) to.write(redact(text.slice(0, end), known));
  });
  return new Promise((resolve) =>
    from.once('end', () => {
      if (rest) to.write(redact(rest, known));
      resolve();
    }),
  );
}
