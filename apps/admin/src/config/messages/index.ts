import { catalogMessages } from './catalog';
import { operationsMessages } from './operations';
import { placesMessages } from './places';
import { shellMessages } from './shell';

/**
 * Every Russian text of the interface, by area, so wording is reviewed in one place.
 * Texts quoted by SPEC.md are copied exactly, typos included.
 */
export const messages = {
  ...shellMessages,
  ...catalogMessages,
  ...operationsMessages,
  ...placesMessages,
} as const;
