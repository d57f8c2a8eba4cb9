import { categoriesMessages } from './categories';
import { operationsMessages } from './operations';
import { peopleNewsMessages } from './people-news';
import { placesMessages } from './places';
import { productsMessages } from './products';
import { shellMessages } from './shell';

/**
 * Every Russian text of the interface, one section file per area, so wording is reviewed in
 * one place. Texts quoted by SPEC.md are copied exactly, typos included.
 */
export const messages = {
  ...shellMessages,
  ...categoriesMessages,
  ...productsMessages,
  ...operationsMessages,
  ...placesMessages,
  ...peopleNewsMessages,
} as const;
