// How Debian's Chromium is launched here, for the e2e suite and the benchmark alike
// (CONTRIBUTING.md): never a downloaded browser, and no calls home on a machine without network.

/** The browser users run, in headless mode: the benchmark measures this one. */
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The e2e suites drive Debian's headless shell (package chromium-headless-shell, built from the
 * same Chromium release as the browser): the same engine without the browser's UI layer and
 * GPU process. On this 2-core machine it runs the suites with about a third less CPU.
 */
export const e2eChromiumExecutable =
  process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
