// `pnpm dev`'s backend: the stack, unless ADMIN_BACKEND=mock or ADMIN_API_TARGET says otherwise.
import { devBackend } from '@shop/api-spec/api-target';

if (devBackend() === 'sandbox') await import('./main');
