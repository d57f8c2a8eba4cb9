// A zone-less UtcDateTime is read as UTC, as clients do; stored instants are written with `Z`.
const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

export function toUtc(value: string): string {
  return new Date(HAS_ZONE.test(value) ? value : `${value}Z`).toISOString();
}

export function toUtcOrNull(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : toUtc(value);
}
