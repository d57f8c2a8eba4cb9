// Makes sure Debian's Chromium is installed for the end-to-end tests (Playwright
// drives the system browser). It never downloads a Playwright browser: `playwright install`
// would fetch a build this machine cannot keep up to date.
import { spawnSync } from 'node:child_process';
import { ensureAptPackage, reporter } from './apt-package.mjs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
ensureAptPackage({
  name: 'chromium',
  binary: chromiumPath,
  envName: 'CHROMIUM_PATH',
  aptArgs: ['chromium'],
});

// Debian's /usr/bin/chromium is a wrapper script that may print shell noise on stderr;
// the version line on stdout is what counts.
const { log, fail } = reporter('ensure-chromium');
const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
if (version.status !== 0 || !/chromium/i.test(version.stdout)) {
  fail(`${chromiumPath} --version failed:\n${version.stdout}${version.stderr}`);
}
log(version.stdout.trim());
