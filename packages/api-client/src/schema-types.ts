import type { components } from './generated/types';

/** `Schemas['Category']` reads better at call sites than the generated path. */
export type Schemas = components['schemas'];
