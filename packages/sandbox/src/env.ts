import type { TokenSubject } from './auth/tokens';

export type AppEnv = { Variables: { subject: TokenSubject } };
