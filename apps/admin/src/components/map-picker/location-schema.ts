import { zGeoPoint } from '@shop/api-client/schemas';
import { messages } from '../../config/messages';

/**
 * A form's location: null until chosen, and then required (SPEC §5: a store or city cannot
 * be saved without one). The check returns a plain boolean, not a type guard, so the form
 * value stays `GeoPoint | null` (a new record starts without one).
 */
export const locationFieldSchema = zGeoPoint
  .nullable()
  .refine((location): boolean => location !== null, { message: messages.map.required });
