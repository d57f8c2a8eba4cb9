/**
 * Access tokens for the tests: unsigned JWTs (header {alg:'none'}, claims, empty signature),
 * the shape the admin reads its session user from (docs/product-rules.md#session-and-roles).
 */
export type Role = 'Admin' | 'Customer';

export type TokenClaims = {
  sub: string;
  unique_name: string;
  role: Role;
  /** Expiry in seconds since the epoch. */
  exp: number;
} & Record<string, unknown>;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function makeToken(claims: TokenClaims): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

export function readClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error(`Not a JWT: ${token}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** What the Prism mock answers (the examples in packages/api-spec). */
export const mockTokens = {
  /** exp of both the login and the refresh-token examples: 2100-01-01T00:00:00Z. */
  expiry: 4_102_444_800,
  loginRefreshToken: '7c1f0e9a-52b4-4d6e-9a3f-0b8e2d4c6a71',
  refreshedRefreshToken: '3e8a6d2b-91c4-4f7a-8e05-6b1d9c3a2f48',
} as const;
