// `pnpm dev`'s backend task (turbo runs it beside the admin's): the stack, unless the admin was
// pointed at the static mock (ADMIN_BACKEND=mock) or at a real server (ADMIN_API_TARGET).
import { devBackend } from '@shop/api-spec/api-target';

if (devBackend() === 'sandbox') await import('./main');
