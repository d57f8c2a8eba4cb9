// The one redaction of contract:verify's output (all it prints, the JUnit file, failure messages
// with the run's tokens): failures quote server answers, and a server may echo what it was sent.

const HIDDEN = '[redacted]';

// Names of JSON fields that carry a secret in this API (login, refresh, sign-out, user edit).
const SECRET_FIELDS = 'password|newPassword|token|accessToken|refreshToken';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const xmlEscaped = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A secret as it appears raw, inside a JSON string and inside XML (the JUnit file). */
const spellings = (secret) => [secret, JSON.stringify(secret).slice(1, -1), xmlEscaped(secret)];

const PATTERNS = [
  // An Authorization header, however it is quoted: `Authorization: Bearer x`, "authorization":"x".
  [
    /(authorization(?:\\?["']|&quot;)?\s*[:=]\s*(?:\\?["']|&quot;)?)[^"'&\\\s,}]+(?:\s+[^"'&\\\s,}]+)?/gi,
    `$1${HIDDEN}`,
  ],
  [/\bBearer\s+[\w.~+/=-]+/g, `Bearer ${HIDDEN}`],
  // A JWT: base64url JSON header ("eyJ"), payload and signature.
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, HIDDEN],
  // A secret field's value in JSON, also when the JSON is itself quoted in a string or in XML.
  [
    new RegExp(
      `((?:\\\\?"|&quot;)(?:${SECRET_FIELDS})(?:\\\\?"|&quot;)\\s*:\\s*(?:\\\\?"|&quot;))(?:(?!\\\\?"|&quot;).)*`,
      'gi',
    ),
    `$1${HIDDEN}`,
  ],
];

/**
 * Hides the secrets, then look-alikes; under 4 characters only the patterns apply (no garbling).
 * @param {string} text
 * @param {Iterable<string | null | undefined>} secrets
 */
export function redact(text, secrets = []) {
  const literals = [...new Set([...secrets].filter((s) => typeof s === 'string' && s.length >= 4))]
    .flatMap(spellings)
    .sort((a, b) => b.length - a.length);
  let out = text;
  for (const literal of literals) out = out.replace(new RegExp(escapeRegExp(literal), 'g'), HIDDEN);
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** @param {Record<string, string | undefined>} env */
export const secretsOfEnv = (env) =>
  ['CONTRACT_PASSWORD', 'CONTRACT_TOKEN', 'CONTRACT_REFRESH_TOKEN'].map((name) =>
    env[name]?.trim(),
  );
