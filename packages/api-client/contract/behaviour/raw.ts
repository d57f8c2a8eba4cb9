// Calls made with fetch, not the generated client: bodies the client's types would refuse,
// chosen headers (If-Match) and chosen tokens (none, unsigned, a Customer's).

export type RawReply = { status: number; headers: Headers; body: unknown };

type RawOptions = {
  body?: unknown;
  /** undefined: the run's Admin token; null: no Authorization header; else this token. */
  token?: string | null;
  headers?: Record<string, string>;
};

export type Raw = (method: string, path: string, options?: RawOptions) => Promise<RawReply>;

/** Straight to the server under test (Prism's proxy would refuse a bad body itself). */
export function rawCaller(baseUrl: string, adminToken: () => string | undefined): Raw {
  return async (method, path, options = {}) => {
    const headers = new Headers(options.headers);
    const token = options.token === undefined ? adminToken() : options.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (options.body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: the text is what the server said.
    }
    return { status: response.status, headers: response.headers, body };
  };
}
