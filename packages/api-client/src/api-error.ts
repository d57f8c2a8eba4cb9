/** One error type for every failed call: an ErrorResponse, a plain-text body or a bare status. */
export type FieldErrors = Record<string, string[]>;

const NETWORK_MESSAGE = 'Нет связи с сервером';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, errors?: FieldErrors, body?: unknown) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** Builds the error from a response and its already-parsed body (JSON value or text). */
  static from(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
    return new ApiError(response.status, messageOf(response, body), fieldErrorsOf(body), body);
  }

  /** A call that never reached the server (offline, DNS, CORS). */
  static network(cause: unknown): ApiError {
    const error = new ApiError(0, NETWORK_MESSAGE);
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

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function messageOf(response: Pick<Response, 'status' | 'statusText'>, body: unknown): string {
  if (isRecord(body)) {
    // ErrorResponse first, then RFC 7807 problem details (what Prism answers with).
    const text =
      nonEmptyString(body.message) ?? nonEmptyString(body.detail) ?? nonEmptyString(body.title);
    if (text) return text;
  }
  const plain = nonEmptyString(body);
  if (plain) return plain;
  return nonEmptyString(response.statusText) ?? `HTTP ${response.status}`;
}

function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) {
      out[field] = messages.filter((m): m is string => typeof m === 'string');
    } else if (typeof messages === 'string') {
      out[field] = [messages];
    }
  }
  return out;
}
