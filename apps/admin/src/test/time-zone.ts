import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the file's tests with the machine's zone set to `zone` (Kaliningrad by default: UTC+2
 * all year, so day boundaries shift by two hours and no daylight saving muddles the
 * expectations), and puts the zone back afterwards.
 */
export function inTimeZone(zone = 'Europe/Kaliningrad') {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.TZ;
    process.env.TZ = zone;
  });
  afterAll(() => {
    // Assigning undefined would leave the string 'undefined' in the environment.
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}
