import { paths } from '../config/paths';

// Imported first by main.tsx, so it runs before React is evaluated: on any page but /login the
// router's code is fetched from the start, beside React's, rather than once React has run (a
// link opened in a new tab). A failure is left to root.tsx's load, which reports a stale build.
if (window.location.pathname !== paths.login.path) import('./app').catch(() => undefined);
