// What the admin's dev and preview servers talk to: ADMIN_API_TARGET (a real server, proxied), else
// ADMIN_BACKEND `sandbox` (default, behind Prism's proxy) or `mock`, both on MOCK_PORT (4010).

/** @returns {string | undefined} the real server (origin and any path prefix), or undefined */
export function realApiTarget() {
  const value = process.env.ADMIN_API_TARGET?.trim();
  if (!value) return undefined;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `ADMIN_API_TARGET must be an http(s) origin such as http://localhost:5000, not '${value}'.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ADMIN_API_TARGET must be an http(s) origin, not '${value}'.`);
  }
  return url.href.replace(/\/$/, '');
}

const BACKENDS = ['sandbox', 'mock'];

/** @returns {'real' | 'sandbox' | 'mock'} */
export function devBackend() {
  if (realApiTarget()) return 'real';
  const value = process.env.ADMIN_BACKEND?.trim() || 'sandbox';
  if (!BACKENDS.includes(value)) {
    throw new Error(`ADMIN_BACKEND must be one of ${BACKENDS.join(', ')}, not '${value}'.`);
  }
  return value;
}
