// Makes sure Debian's nginx is installed for the end-to-end test of the production serving
// recipe (deploy/nginx). The test runs it unprivileged on its own ports; this script only
// installs the package when the binary is missing, and never touches a running nginx.
import { spawnSync } from 'node:child_process';
import { ensureAptPackage, reporter } from './apt-package.mjs';

const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
ensureAptPackage({
  name: 'nginx',
  binary: nginxPath,
  envName: 'NGINX_PATH',
  aptArgs: ['--no-install-recommends', 'nginx'],
});

// The recipe needs sub_filter (the per-request CSP nonce) and gzip: Debian builds both in.
const { log, fail } = reporter('ensure-nginx');
const version = spawnSync(nginxPath, ['-V'], { encoding: 'utf8' });
const details = `${version.stdout}${version.stderr}`;
if (version.status !== 0) fail(`${nginxPath} -V failed:\n${details}`);
if (!details.includes('http_sub_module')) {
  fail(`${nginxPath} is built without ngx_http_sub_module (sub_filter):\n${details}`);
}
log(details.split('\n')[0].trim());
