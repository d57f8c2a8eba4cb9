// Ten failed sign-ins per user name within a minute answer 429 with Retry-After. Per name, not per
// address: behind the stack's proxies every request comes from 127.0.0.1.

const MAX_FAILURES = 10;
const WINDOW_MS = 60_000;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(name: string): number[] {
    const since = this.now() - WINDOW_MS;
    const times = (this.failures.get(name) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(name);
    else this.failures.set(name, times);
    return times;
  }

  /** Seconds to wait before this name may try again; 0 when it may try now. */
  retryAfterSeconds(name: string): number {
    const times = this.recent(name);
    const oldest = times[times.length - MAX_FAILURES];
    if (times.length < MAX_FAILURES || oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - this.now()) / 1000));
  }

  failed(name: string): void {
    // Bounded: a flood of made-up names cannot grow the map past what a minute holds.
    if (this.failures.size > 10_000) this.failures.clear();
    this.failures.set(name, [...this.recent(name), this.now()].slice(-MAX_FAILURES));
  }
}
