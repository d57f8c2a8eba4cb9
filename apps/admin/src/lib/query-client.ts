import { isApiError } from '@shop/api-client';
import { alertStore, type AlertStore } from '@shop/ui/alerts';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { messages } from '../config/messages';

export type AppMeta = {
  /** A success alert shown when the mutation succeeds (e.g. 'Категория сохранена'). */
  successMessage?: string;
  /** The caller shows its own error (the login screen); no global alert. */
  skipGlobalError?: boolean;
};

declare module '@tanstack/react-query' {
  // Registering the meta type needs an interface (module augmentation).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return messages.errors.unknown;
}

/**
 * DECISIONS §3: every failed call shows an error alert that stays until dismissed. A 401
 * that survived the refresh means the session is gone; the guard already sends the user to
 * /login, so no alert for it.
 */
function reportError(alerts: AlertStore, error: unknown, meta: AppMeta | undefined) {
  if (meta?.skipGlobalError) return;
  if (isApiError(error) && error.status === 401) return;
  alerts.push({ type: 'error', text: errorText(error) });
}

export function createQueryClient(alerts: AlertStore = alertStore): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportError(alerts, error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(alerts, error, mutation.meta),
      onSuccess: (_data, _variables, _context, mutation) => {
        const text = mutation.meta?.successMessage;
        if (text) alerts.push({ type: 'success', text });
      },
    }),
    defaultOptions: {
      queries: {
        // Only a lost connection is worth one more try; a server answer will not change.
        retry: (count, error) => count < 1 && isApiError(error) && error.status === 0,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
