import { messages } from '../../config/messages';
import { readNumberText } from '../../lib/number-text';

/** A point on the map, as the API stores it (location {lat, lon}). */
export type GeoPoint = { lat: number; lon: number };

/** The map opens on Kaliningrad at zoom 12. */
export const DEFAULT_CENTER: GeoPoint = { lat: 54.714, lon: 20.501 };
export const DEFAULT_ZOOM = 12;

/** Six decimals are about 10 cm: enough for a store's door, and tidy in the inputs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export type CoordinateTexts = { lat: string; lon: string };
export type CoordinateErrors = { lat?: string; lon?: string };

const LIMITS = {
  lat: { max: 90, message: messages.map.latitudeRange },
  lon: { max: 180, message: messages.map.longitudeRange },
} as const;

function readCoordinate(text: string, axis: keyof typeof LIMITS) {
  // Read strictly: '1e1' or '0x10' are not some other number.
  const parsed = readNumberText(text);
  if (parsed.status === 'empty') return { error: messages.validation.required };
  if (parsed.status === 'invalid') return { error: messages.validation.number };
  const { value } = parsed;
  const { max, message } = LIMITS[axis];
  if (value < -max || value > max) return { error: message };
  return { value };
}

/**
 * Reads the typed coordinates: both empty is no location yet; else each must be a number within
 * ±90 (latitude) or ±180 (longitude), and the location is set only when both are.
 */
export function parseCoordinates(texts: CoordinateTexts): {
  location: GeoPoint | null;
  errors: CoordinateErrors;
} {
  if (texts.lat.trim() === '' && texts.lon.trim() === '') return { location: null, errors: {} };
  const lat = readCoordinate(texts.lat, 'lat');
  const lon = readCoordinate(texts.lon, 'lon');
  const errors: CoordinateErrors = {};
  if (lat.error) errors.lat = lat.error;
  if (lon.error) errors.lon = lon.error;
  const location =
    lat.value !== undefined && lon.value !== undefined ? { lat: lat.value, lon: lon.value } : null;
  return { location, errors };
}

export function coordinateTexts(location: GeoPoint | null): CoordinateTexts {
  return location ? { lat: String(location.lat), lon: String(location.lon) } : { lat: '', lon: '' };
}

export function isSameLocation(a: GeoPoint | null, b: GeoPoint | null): boolean {
  if (a === null || b === null) return a === b;
  return a.lat === b.lat && a.lon === b.lon;
}
