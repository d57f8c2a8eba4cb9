// `pnpm dev` (turbo runs it beside the admin's and the sandbox's): the static Prism mock when
// ADMIN_BACKEND=mock; the sandbox's own dev task covers the default, and a real server
// (ADMIN_API_TARGET) needs nothing started.
import { devBackend, realApiTarget } from './api-target.mjs';

const backend = devBackend();
if (backend === 'mock') await import('./mock.mjs');
else if (backend === 'real') {
  console.log(`ADMIN_API_TARGET is ${realApiTarget()}: the admin talks to that server.`);
}
