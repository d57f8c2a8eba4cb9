// How Debian's Chromium is launched here, for the e2e suite and the benchmark alike
// (CONTRIBUTING.md): never a downloaded browser, and no calls home on a machine without network.
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
