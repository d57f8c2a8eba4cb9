// contract:verify's output boundary: vitest's output is redacted before any terminal or CI log.
import { redact } from '../contract/redact.mjs';

/**
 * Copies `from` to `to` redacted, by whole lines, so a secret split across chunks is still found.
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
