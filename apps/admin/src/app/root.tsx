import { useCallback, useState, type ComponentType } from 'react';
import { envReady } from '../config/env';
import { paths } from '../config/paths';
import { loadChunk, StaleChunkError } from './chunk-reload';
import { ProblemPage } from './problem-panel';
import { StaleAppPage } from './stale-app-page';

type SignInPage = ComponentType<{ onLeave: () => void }>;

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
 * A fresh /login loads the sign-in page alone, the rest after sign-in (everyone's first download;
 * docs/decisions/003-performance-budgets.md). Loaded before the first render, not with lazy():
 * React 19 holds back suspended content up to 300 ms, which doubled the time to the form.
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
