// DNS rebinding sends requests to 127.0.0.1 under a foreign site's Host, so only our own names are
// served: loopback, the listening host (on every interface: our addresses), SANDBOX_ALLOWED_HOSTS.
import { networkInterfaces } from 'node:os';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { problem, PROBLEM_TITLES } from './problem';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD = new Set(['0.0.0.0', '::', '[::]']);

/** `name:port` → `name`; `[::1]:4012` → `[::1]`; lower case. */
function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

/** The machine's addresses, as a Host header names them (IPv6 in brackets). */
function ownAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .map(({ address, family }) => (family === 'IPv6' ? `[${address}]` : address));
}

export function allowedHostsFrom(
  list: string | undefined,
  listenHost: string,
): ReadonlySet<string> {
  // Listening on every interface: a training room reaches the machine by its addresses.
  if (WILDCARD.has(listenHost)) {
    return allowedHostsFrom([list ?? '', ...ownAddresses()].join(','), 'localhost');
  }
  const listen =
    listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost;
  const extra = (list ?? '').split(',').map((name) => hostNameOf(name.trim()));
  return new Set(
    [...LOOPBACK, listen.toLowerCase(), ...extra].filter((n) => n && !WILDCARD.has(n)),
  );
}

export function isAllowedHost(host: string, allowed: ReadonlySet<string>): boolean {
  return allowed.has(hostNameOf(host));
}

export function hostCheck(allowed: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // In-process requests (app.request in tests) carry no header; their URL names the host.
    const host = c.req.header('Host') ?? new URL(c.req.url).host;
    if (!isAllowedHost(host, allowed)) return problem(421, PROBLEM_TITLES.unknownHost);
    return next();
  };
}
