export type Effect = 'push' | 'sync' | 'order-status' | 'lists';
export type ReadIdThing =
  'category' | 'product' | 'news' | 'order' | 'user' | 'store' | 'city' | 'bartender';

export declare const EFFECTS: Record<Effect, string>;
export declare const EFFECT_SHORT: Record<Effect, string>;
export declare const READ_IDS: Record<ReadIdThing, { variable: string; reads: string }>;
export declare const FILE_ID_VARIABLE: string;

export type VerifyEnv = {
  errors: string[];
  credentials: { userName: string; password: string } | null;
  token: { token: string; refreshToken: string | null } | null;
  ids: Partial<Record<ReadIdThing, number>>;
  fileId: string | null;
  allow: string[];
  readOnly: boolean;
  /** A Customer account whose token admin calls must refuse. */
  customer: { userName: string; password: string } | null;
  /** CONTRACT_CHECKS: the behaviour checks to run; null: all. */
  checks: string[] | null;
};

export declare function usage(): string;
export declare function readVerifyEnv(env: Record<string, string | undefined>): VerifyEnv;
export declare function parseVerifyArgs(argv: string[]): {
  errors: string[];
  help?: true;
  url?: string;
  readOnly?: boolean;
  allow?: string;
  junitFile?: string | null;
};
