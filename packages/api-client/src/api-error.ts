import { clientMessages } from './messages';
import { readableText } from './readable-text';

// One error type for every failed call: ErrorResponse, RFC 9457 problem, plain text, bare status.
export type FieldErrors = Record<string, string[]>;

/**
 * `http`: an error status; `network`: no answer (offline, DNS, CORS); `unreadable`: a 2xx whose
 * body could not be read, so the action may well have happened.
 */
export type ApiErrorKind = 'http' | 'network' | 'unreadable';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly errors: FieldErrors | undefined;
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    errors?: FieldErrors,
    body?: unknown,
    kind: ApiErrorKind = status === 0 ? 'network' : 'http',
  ) {
    super(message);
    this.status = status;
    this.kind = kind;
    this.errors = errors;
    this.body = body;
  }

  /** Builds the error from a response and its already-parsed body (JSON value or text). */
  static from(response: Pick<Response, 'status'>, body: unknown): ApiError {
    return new ApiError(
      response.status,
      messageOf(response.status, body),
      fieldErrorsOf(body),
      body,
    );
  }

  /** A call that never reached the server (offline, DNS, CORS). */
  static network(cause: unknown): ApiError {
    const error = new ApiError(0, clientMessages.network);
    error.cause = cause;
    return error;
  }

  /** A 2xx with an unreadable body; the exact code is lost when the parser fails, hence 200. */
  static unreadable(cause?: unknown, status = 200): ApiError {
    const error = new ApiError(
      status,
      clientMessages.unreadable,
      undefined,
      undefined,
      'unreadable',
    );
    error.cause = cause;
    return error;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The server's own words when readable (ErrorResponse `message`, problem `detail`, `title`, short
// text); anything else (proxy HTML, developer English) says only 'Ошибка сервера (N)'.
function messageOf(status: number, body: unknown): string {
  const candidates = isRecord(body) ? [body.message, body.detail, body.title] : [body];
  for (const candidate of candidates) {
    const text = readableText(candidate);
    if (text) return text;
  }
  return clientMessages.server(status);
}

/** The `errors` map of either body shape; a value may be a list of texts or one text. */
function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string' && m.trim() !== '',
    );
    if (texts.length > 0) out[field] = texts;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
