// Makes sure Debian's Chromium is installed for the end-to-end tests and the benchmark
// (Playwright drives the system browser): the browser, and the headless shell built from the
// same release that the e2e suites run. It never downloads a Playwright browser:
// `playwright install` would fetch a build this machine cannot keep up to date.
import { spawnSync } from 'node:child_process';
import { ensureAptPackage, reporter } from './apt-package.mjs';
import { chromiumExecutable, e2eChromiumExecutable } from './chromium.mjs';

ensureAptPackage({
  name: 'chromium',
  binary: chromiumExecutable,
  envName: 'CHROMIUM_PATH',
  aptArgs: ['chromium'],
});
ensureAptPackage({
  name: 'chromium-headless-shell',
  binary: e2eChromiumExecutable,
  envName: 'E2E_CHROMIUM_PATH',
  aptArgs: ['chromium-headless-shell'],
});

// Debian's /usr/bin/chromium is a wrapper script that may print shell noise on stderr;
// the version line on stdout is what counts.
const { log, fail } = reporter('ensure-chromium');
for (const binary of [chromiumExecutable, e2eChromiumExecutable]) {
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  if (version.status !== 0 || !/chromium/i.test(version.stdout)) {
    fail(`${binary} --version failed:\n${version.stdout}${version.stderr}`);
  }
  log(`${binary}: ${version.stdout.trim()}`);
}
