// The Hono environment every route shares: the signed-in subject set by the auth guard.
import type { TokenSubject } from './auth/tokens';

export type AppEnv = { Variables: { subject: TokenSubject } };
