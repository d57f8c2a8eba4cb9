import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { preloadOnIntent } from './preload-on-intent';
import { preloadScreen, router } from './router';

/**
 * Only the router at the root: the query client and the alerts viewport are set up by the
 * admin layout (a lazy chunk), so the sign-in page downloads neither.
 */
export function App() {
  useEffect(() => preloadOnIntent(document, preloadScreen), []);
  return <RouterProvider router={router} />;
}
