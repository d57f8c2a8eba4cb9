// Makes sure Debian's Chromium is installed for the end-to-end tests (TOOLING.md: Playwright
// drives the system browser). It never downloads a Playwright browser: `playwright install`
// would fetch a build this machine cannot keep up to date.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH || DEFAULT_PATH;

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`ensure-chromium: $ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function installChromium() {
  if (!commandExists('apt-get')) {
    fail(`${chromiumPath} is missing and apt-get is not available: install Chromium yourself.`);
  }
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && !commandExists('sudo')) {
    fail(`${chromiumPath} is missing; installing it needs root (run as root or install sudo).`);
  }
  const asRoot = (args) => (isRoot ? run(args[0], args.slice(1)) : run('sudo', args));
  console.log(`ensure-chromium: ${chromiumPath} is missing; installing Debian's chromium.`);
  asRoot(['apt-get', 'update']);
  asRoot(['apt-get', 'install', '-y', 'chromium']);
}

if (existsSync(chromiumPath)) {
  console.log(`ensure-chromium: found ${chromiumPath}, nothing to install.`);
} else {
  installChromium();
  if (!existsSync(chromiumPath)) {
    fail(`chromium was installed but ${chromiumPath} still does not exist (check CHROMIUM_PATH).`);
  }
}

// Debian's /usr/bin/chromium is a wrapper script that may print shell noise on stderr;
// the version line on stdout is what counts.
const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
if (version.status !== 0 || !/chromium/i.test(version.stdout)) {
  fail(`${chromiumPath} --version failed:\n${version.stdout}${version.stderr}`);
}
console.log(`ensure-chromium: ${version.stdout.trim()}`);
