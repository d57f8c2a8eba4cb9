import { zGeoPoint } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';

/**
 * A form's location: null until chosen, then required. A refine never narrows the type, so the
 * value stays `GeoPoint | null` (a new record starts without one).
 */
export const locationFieldSchema = z
  .nullable(zGeoPoint)
  .check(z.refine((location) => location !== null, { message: messages.map.required }));
