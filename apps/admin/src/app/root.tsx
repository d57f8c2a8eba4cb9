import { useCallback, useState, type ComponentType } from 'react';
import { envReady } from '../config/env';
import { paths } from '../config/paths';
import { loadChunk, StaleChunkError } from './chunk-reload';
import { ProblemPage } from './problem-panel';
import { StaleAppPage } from './stale-app-page';

type SignInPage = ComponentType<{ onLeave: () => void }>;

/** What the first screen is: the sign-in page alone, or the admin with its router. */
export type Start =
  | { kind: 'sign-in'; SignInPage: SignInPage }
  | { kind: 'app'; App: ComponentType }
  // The module could not be loaded (a redeploy renamed it): reload, or say so.
  | { kind: 'stale' };

// The admin reads `env` as it renders (image URLs, the map's key), so it also waits for the
// config; the sign-in page does not (its one reader, the API client, waits per call).
const loadApp = () =>
  Promise.all([loadChunk(() => import('./app')), envReady()]).then(([module]) => module.App);

/**
 * A fresh load of /login shows the sign-in page alone; the router, the admin shell and the
 * screens load only once someone signs in (the sign-in page is everyone's first download;
 * docs/decisions/003-performance-budgets.md). Every other URL, and every later visit to /login,
 * runs in the router.
 *
 * The module is loaded before React's first render rather than with lazy() and Suspense:
 * React 19 holds back revealing suspended content for up to 300 ms, which doubled the time to
 * the sign-in form.
 */
export async function loadStart(): Promise<Start> {
  try {
    if (window.location.pathname === paths.login.path) {
      const { default: page } = await loadChunk(() => import('./sign-in-page'));
      return { kind: 'sign-in', SignInPage: page };
    }
    return { kind: 'app', App: await loadApp() };
  } catch (error) {
    if (error instanceof StaleChunkError) return { kind: 'stale' };
    throw error;
  }
}

export function Root({ start }: { start: Start }) {
  const [current, setCurrent] = useState(start);
  const leave = useCallback(() => {
    void loadApp().then(
      (App) => setCurrent({ kind: 'app', App }),
      () => setCurrent({ kind: 'stale' }),
    );
  }, []);
  if (current.kind === 'stale') {
    return (
      <ProblemPage>
        <StaleAppPage />
      </ProblemPage>
    );
  }
  if (current.kind === 'app') return <current.App />;
  return <current.SignInPage onLeave={leave} />;
}
