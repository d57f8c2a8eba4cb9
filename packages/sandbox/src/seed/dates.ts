const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `days` (fractional allowed) before `now`; negative values lie in the future. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY);
}

export function minutesAfter(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE);
}

/** The contract's UtcDateTime: ISO 8601 with milliseconds and `Z`. */
export function utc(instant: Date): string {
  return instant.toISOString();
}

/** Whole minutes, so seeded times read like times people pick. */
export function atMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / MINUTE) * MINUTE);
}
