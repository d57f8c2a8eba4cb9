// `pnpm dev`: the static Prism mock when ADMIN_BACKEND=mock; else the sandbox's dev task.
import { devBackend, realApiTarget } from './api-target.mjs';

const backend = devBackend();
if (backend === 'mock') await import('./mock.mjs');
else if (backend === 'real') {
  console.log(`ADMIN_API_TARGET is ${realApiTarget()}: the admin talks to that server.`);
}
