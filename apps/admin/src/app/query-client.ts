import { createQueryClient } from '../lib/query-client';

/** The app's one query client; sign-out clears it so no data outlives the session. */
export const queryClient = createQueryClient();
