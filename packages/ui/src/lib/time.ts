export type TimeParts = { hours: number; minutes: number; seconds: number };

export const HOURS_IN_DAY = 24;
export const MINUTES_IN_HOUR = 60;
export const SECONDS_IN_MINUTE = 60;

/** Wraps a value into 0..modulo-1, also for negatives (-1 → modulo-1). */
export function wrap(value: number, modulo: number): number {
  return ((value % modulo) + modulo) % modulo;
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Keeps digits only, at most two: what a time part input may hold. */
export function sanitizeTimePart(text: string): string {
  return text.replace(/\D/g, '').slice(0, 2);
}

/** A typed part as a wrapped number; an empty part counts as 0. */
export function normalizeTimePart(text: string, modulo: number): number {
  const digits = sanitizeTimePart(text);
  return digits === '' ? 0 : wrap(Number(digits), modulo);
}

/** Steps a typed part by delta (ArrowUp/ArrowDown) and wraps it; returns two digits. */
export function stepTimePart(text: string, delta: number, modulo: number): string {
  return pad2(wrap(normalizeTimePart(text, modulo) + delta, modulo));
}

/** 'HH:mm', 'HH:mm:ss' or 'HH:mm:ss.000' (seconds kept); null when invalid or out of range. */
export function parseTime(value: string): TimeParts | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  if (hours >= HOURS_IN_DAY || minutes >= MINUTES_IN_HOUR || seconds >= SECONDS_IN_MINUTE) {
    return null;
  }
  return { hours, minutes, seconds };
}

export function formatTime({ hours, minutes, seconds }: TimeParts): string {
  return [
    wrap(hours, HOURS_IN_DAY),
    wrap(minutes, MINUTES_IN_HOUR),
    wrap(seconds, SECONDS_IN_MINUTE),
  ]
    .map(pad2)
    .join(':');
}

/** The 'HH:mm:ss' value of three typed parts; '' when all are empty (no time chosen). */
export function timeFromParts(hours: string, minutes: string, seconds: string): string {
  if ([hours, minutes, seconds].every((part) => sanitizeTimePart(part) === '')) return '';
  return formatTime({
    hours: normalizeTimePart(hours, HOURS_IN_DAY),
    minutes: normalizeTimePart(minutes, MINUTES_IN_HOUR),
    seconds: normalizeTimePart(seconds, SECONDS_IN_MINUTE),
  });
}
