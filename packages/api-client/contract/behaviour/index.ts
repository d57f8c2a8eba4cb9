import { authChecks } from './auth';
import { badInputChecks } from './bad-input';
import { category, product } from './entities-catalog';
import { news } from './entities-content';
import { user } from './entities-people';
import { bartender, city, store } from './entities-places';
import { orderFilterChecks } from './order-filters';
import { pagingChecks } from './paging';
import { deleteChecks, roundTripChecks } from './round-trip';
import { safeServerChecks } from './safe-server';
import { searchChecks } from './search';
import type { Check } from './types';

const entities = [category, product, news, city, store, bartender, user];

/** Every behaviour check, in the order they run and are listed. */
export const behaviourChecks: Check[] = [
  ...roundTripChecks(entities),
  ...deleteChecks([product, news, city, user]),
  ...pagingChecks,
  ...searchChecks(entities),
  ...orderFilterChecks,
  ...safeServerChecks,
  ...authChecks,
  ...badInputChecks,
];

export type { Check, CheckContext } from './types';
