import { authSteps } from './auth';
import { bartenderDeleteSteps, bartenderSteps } from './bartenders';
import { catalogEffectSteps, categoryDeleteSteps, categorySteps } from './catalog';
import { newsDeleteSteps, newsSteps, pushSteps, slideSteps } from './content';
import { orderSteps, userDeleteSteps, userSteps } from './people';
import { placeDeleteSteps, placeSteps } from './places';
import { productDeleteSteps, productSteps } from './products';
import type { Step } from './types';

/**
 * Every operation once, in the order of one scenario: sign in, then per area list, upload,
 * create, read back and change the run's own records, and finally delete them, newest first
 * (a product before its category, a store before its city). Later steps use what earlier ones
 * made; a step whose prerequisite failed is skipped with that reason.
 */
export const scenarioSteps: Step[] = [
  ...authSteps,
  ...placeSteps,
  ...bartenderSteps,
  ...categorySteps,
  ...productSteps,
  ...catalogEffectSteps,
  ...newsSteps,
  ...orderSteps,
  ...userSteps,
  ...pushSteps,
  ...slideSteps,
  ...userDeleteSteps,
  ...newsDeleteSteps,
  ...productDeleteSteps,
  ...categoryDeleteSteps,
  ...bartenderDeleteSteps,
  ...placeDeleteSteps,
];

export type { Step } from './types';
