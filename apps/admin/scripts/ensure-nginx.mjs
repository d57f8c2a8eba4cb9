// Makes sure Debian's nginx and envsubst are installed for the end-to-end test of the production
// serving recipe (deploy/): the test fills the template with envsubst, as the nginx image does
// at start, then runs nginx unprivileged on its own ports. This script only installs the
// packages when a binary is missing, and never touches a running nginx.
import { spawnSync } from 'node:child_process';
import { ensureAptPackage, reporter } from './apt-package.mjs';

const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
ensureAptPackage({
  name: 'nginx',
  binary: nginxPath,
  envName: 'NGINX_PATH',
  aptArgs: ['--no-install-recommends', 'nginx'],
});
ensureAptPackage({
  name: 'gettext-base',
  binary: '/usr/bin/envsubst',
  envName: 'PATH',
  aptArgs: ['--no-install-recommends', 'gettext-base'],
});

// The recipe needs sub_filter (the per-request CSP nonce), realip (the client behind a trusted
// load balancer) and gzip: Debian builds them all in.
const { log, fail } = reporter('ensure-nginx');
const version = spawnSync(nginxPath, ['-V'], { encoding: 'utf8' });
const details = `${version.stdout}${version.stderr}`;
if (version.status !== 0) fail(`${nginxPath} -V failed:\n${details}`);
for (const [module, use] of [
  ['http_sub_module', 'sub_filter'],
  ['http_realip_module', 'set_real_ip_from'],
]) {
  if (!details.includes(module))
    fail(`${nginxPath} is built without ngx_${module} (${use}):\n${details}`);
}
log(details.split('\n')[0].trim());
