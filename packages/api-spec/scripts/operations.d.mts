export type SpecParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  example?: unknown;
};

export type SpecOperation = {
  operationId: string;
  /** Upper case: `GET`, `POST`... */
  method: string;
  /** The path template: `/api/admin/city/{id}`. */
  path: string;
  /** Its own and its path's, references resolved. */
  parameters: SpecParameter[];
  /** The example of its JSON request body. */
  requestExample?: unknown;
  /** The named examples of its success JSON answer (name → value), in the contract's order. */
  responseExamples: Record<string, unknown>;
  /** A body in either direction is not JSON (a multipart upload, a file download). */
  isBinary: boolean;
  /** A success answer carries the `ETag` of what it shows or saved. */
  sendsETag: boolean;
  /** It takes an `If-Match` header. */
  takesIfMatch: boolean;
};

/** An OpenAPI 3.x document; only what the reader walks is spelled out. */
export type OpenApiDocument = { paths?: Record<string, object>; components?: object };

/** Every operation of the contract (the bundled one unless another is given), in its order. */
export declare function specOperations(document?: OpenApiDocument): SpecOperation[];

/** The operation a request calls (literal paths before templated ones), or undefined. */
export declare function operationMatcher(
  operations?: SpecOperation[],
): (method: string, pathname: string) => SpecOperation | undefined;
