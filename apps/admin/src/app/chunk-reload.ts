// After a redeploy the old build's lazy modules are gone: the page reloads once for the new
// build; a failure soon after that tells the user (StaleAppPage) rather than loop.
const RELOADED_AT = 'app.staleChunkReloadAt';
/** A load failure this soon after the automatic reload means the reload did not help. */
export const RELOAD_WINDOW_MS = 60_000;

export class StaleChunkError extends Error {
  constructor(cause: unknown) {
    super('A lazily loaded module could not be loaded.', { cause });
    this.name = 'StaleChunkError';
  }
}

export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((cause: unknown) => {
    throw new StaleChunkError(cause);
  });
}

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
