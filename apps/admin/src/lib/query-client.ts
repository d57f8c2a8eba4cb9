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
  /**
   * The screen answers a 412 (someone saved in between) with the conflict dialog, which is
   * then the only thing shown; any other failure still gets the alert.
   */
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
 * The Russian text for any failure, for alerts and load-error rows. The client's errors are
 * already readable ('Нет связи с сервером', the server's text, 'Ошибка сервера (502)'); a 401
 * says that the sign-in is kept. Anything else (a crash on unexpected data, developer English
 * from a library) never shows its own message unless that is Russian already.
 */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return messages.errors.unauthorized;
    return readableText(error.message) ?? ApiError.from(error, undefined).message;
  }
  return (error instanceof Error && readableText(error.message)) || messages.errors.unexpected;
}

/**
 * Every failed call shows an error alert that stays until dismissed. A 401 after a failed
 * refresh has already cleared the session and the guard sends the user to /login: no alert.
 * A 401 while the session is still stored (the refresh worked, the retry was refused anyway)
 * is shown, so nothing fails silently.
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

/** Whether someone is still signed in in this tab (the app's session store). */
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
