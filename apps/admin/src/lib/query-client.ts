import { ApiError, isApiError, isStaleVersion, readableText } from '@shop/api-client';
import type { SessionStore } from '@shop/api-client/session';
import { alertStore, type AlertStore } from '@shop/ui/alerts';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { messages } from '../config/messages';
import { session as appSession } from './api';

type AppMeta = {
  /** A success alert shown when the mutation succeeds (e.g. 'Категория сохранена'). */
  successMessage?: string;
  /** The caller shows its own error (the login screen); no global alert. */
  skipGlobalError?: boolean;
  /** A 412 shows only the screen's conflict dialog; any other failure still gets the alert. */
  showsConflict?: boolean;
};

declare module '@tanstack/react-query' {
  // Registering the meta type needs an interface (module augmentation).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/**
 * The Russian text for any failure. The client's errors are already readable; a 401 says the
 * sign-in is kept; anything else (a crash, a library's English) shows its message only if Russian.
 */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return messages.errors.unauthorized;
    return readableText(error.message) ?? ApiError.from(error, undefined).message;
  }
  return (error instanceof Error && readableText(error.message)) || messages.errors.unexpected;
}

/**
 * Every failed call gets an error alert that stays until dismissed, except a 401 after a failed
 * refresh (the session is cleared and the guard goes to /login).
 */
function reportError(
  alerts: AlertStore,
  session: StoredSession,
  error: unknown,
  meta: AppMeta | undefined,
) {
  if (meta?.skipGlobalError) return;
  if (meta?.showsConflict && isStaleVersion(error)) return;
  if (isApiError(error) && error.status === 401 && session.getUser() === null) return;
  alerts.push({ type: 'error', text: errorText(error) });
}

type StoredSession = Pick<SessionStore, 'getUser'>;

type FailedQuery = { error: unknown; refetch: () => unknown; isFetching: boolean };

/** What LoadError shows for a failed query: its readable message and a retry. */
export function loadErrorOf(query: FailedQuery): {
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
} {
  return {
    message: errorText(query.error),
    onRetry: () => void query.refetch(),
    isRetrying: query.isFetching,
  };
}

/** A record's failed load: a missing record cannot come back by retrying; anything else may. */
export function recordLoadErrorOf(query: FailedQuery): ReturnType<typeof loadErrorOf> {
  if (isApiError(query.error) && query.error.status === 404) {
    return { message: messages.editor.notFound };
  }
  return loadErrorOf(query);
}

export function createQueryClient(
  alerts: AlertStore = alertStore,
  session: StoredSession = appSession,
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportError(alerts, session, error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportError(alerts, session, error, mutation.meta),
      onSuccess: (_data, _variables, _context, mutation) => {
        const text = mutation.meta?.successMessage;
        if (text) alerts.push({ type: 'success', text });
      },
    }),
    defaultOptions: {
      queries: {
        // Only a lost connection is worth one more try; a server answer will not change.
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'network',
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
