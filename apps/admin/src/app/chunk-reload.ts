/**
 * After a redeploy the files of the old build are gone: a lazy module of a page that was open
 * meanwhile fails to load (404, an aborted request, or index.html served in its place). The
 * page then reloads once by itself to get the new build; a failure soon after that reload is
 * not fixed by reloading again, so the user is told instead (StaleAppPage) and nothing loops.
 */
const RELOADED_AT = 'app.staleChunkReloadAt';
/** A load failure this soon after the automatic reload means the reload did not help. */
export const RELOAD_WINDOW_MS = 60_000;

/** A lazy module (a screen, the shell, the sign-in page) that could not be loaded. */
export class StaleChunkError extends Error {
  constructor(cause: unknown) {
    super('A lazily loaded module could not be loaded.', { cause });
    this.name = 'StaleChunkError';
  }
}

/** Runs a dynamic import; whatever keeps it from loading becomes a StaleChunkError. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((cause: unknown) => {
    throw new StaleChunkError(cause);
  });
}

/** True unless the page was reloaded for a stale chunk within the last minute. */
export function mayReloadForChunk(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT));
    return !(now - last < RELOAD_WINDOW_MS);
  } catch {
    // No storage to remember the attempt: never reload by ourselves.
    return false;
  }
}

/** Remembers the attempt (per tab), then reloads. */
export function reloadForChunk(now = Date.now()): void {
  try {
    window.sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return;
  }
  window.location.reload();
}
