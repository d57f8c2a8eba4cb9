// Installs a Debian package with apt when the binary a test needs is missing (as root, or
// through sudo). Shared by ensure-chromium.mjs and ensure-nginx.mjs; nothing is ever
// downloaded from anywhere but Debian's mirrors.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A reporter that prefixes its lines with the calling script's name. */
export function reporter(name) {
  return {
    log: (message) => console.log(`${name}: ${message}`),
    fail(message) {
      console.error(`${name}: ${message}`);
      process.exit(1);
    },
  };
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * @param {{ name: string, binary: string, envName: string, aptArgs: string[] }} options
 *   `binary` is the path that must exist; `envName` the variable that overrides it.
 */
export function ensureAptPackage({ name, binary, envName, aptArgs }) {
  const { log, fail } = reporter(`ensure-${name}`);
  if (existsSync(binary)) {
    log(`found ${binary}, nothing to install.`);
    return;
  }
  if (!commandExists('apt-get')) {
    fail(`${binary} is missing and apt-get is not available: install ${name} yourself.`);
  }
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && !commandExists('sudo')) {
    fail(`${binary} is missing; installing it needs root (run as root or install sudo).`);
  }
  const run = (args) => {
    const [command, ...rest] = isRoot ? args : ['sudo', ...args];
    log(`$ ${[command, ...rest].join(' ')}`);
    const result = spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.error) fail(`${command} could not start: ${result.error.message}`);
    if (result.status !== 0) fail(`${command} ${rest.join(' ')} exited with ${result.status}`);
  };
  log(`${binary} is missing; installing Debian's ${name}.`);
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', ...aptArgs]);
  if (!existsSync(binary)) {
    fail(`${name} was installed but ${binary} still does not exist (check ${envName}).`);
  }
}
