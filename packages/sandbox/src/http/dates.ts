// The contract's UtcDateTime: the server may omit the zone and clients then read it as UTC, so
// a zone-less input is taken as UTC and every stored instant is written back with `Z`.
const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

export function toUtc(value: string): string {
  return new Date(HAS_ZONE.test(value) ? value : `${value}Z`).toISOString();
}

export function toUtcOrNull(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : toUtc(value);
}
