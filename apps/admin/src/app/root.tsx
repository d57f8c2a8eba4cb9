import { lazy, Suspense, useCallback, useState } from 'react';
import { paths } from '../config/paths';

const App = lazy(() => import('./app').then((module) => ({ default: module.App })));
const SignInPage = lazy(() => import('./sign-in-page'));

/**
 * A fresh load of /login shows the sign-in page alone; the router, the admin shell and the
 * screens load only once someone signs in (issue 7: the sign-in page is everyone's first
 * download). Every other URL, and every later visit to /login, runs in the router.
 */
export function Root() {
  const [isSigningIn, setIsSigningIn] = useState(
    () => window.location.pathname === paths.login.path,
  );
  const leave = useCallback(() => setIsSigningIn(false), []);
  return (
    <Suspense fallback={null}>{isSigningIn ? <SignInPage onLeave={leave} /> : <App />}</Suspense>
  );
}
