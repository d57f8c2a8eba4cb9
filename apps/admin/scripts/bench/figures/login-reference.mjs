// The reference app's sign-in figures (react-admin, measured in turns with the admin by
// login.mjs) and the admin's as ratios to them: a ratio holds across machines and loads where a
// time in ms does not.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from '../bundle.mjs';
import { targets } from '../budgets.mjs';
import { kB, ms } from '../report.mjs';
import { medianOf } from '../run.mjs';
import { loginRuns, loginRuns4x, medianOfApp, scriptsGz } from './login.mjs';
import { referenceApp } from './login-reference-app.mjs';

const ratio = (value) => (Number.isNaN(value) ? '-' : `${value.toFixed(2)}x`);

/** The admin's median over the reference's, or NaN when the reference did not run. */
const ratioOf = (pick) => (runs) =>
  runs.reference ? medianOf(pick).value(runs.admin) / medianOf(pick).value(runs.reference) : NaN;

/** The reference build's size, for scale. */
const referenceBuild = {
  id: 'login reference',
  run: async (env) => {
    const { outPath } = await referenceApp(env);
    const assets = readdirSync(path.join(outPath, 'assets')).filter((name) => name.endsWith('.js'));
    const allJsGz = assets.reduce(
      (sum, name) => sum + gzipSize(path.join(outPath, 'assets', name)),
      0,
    );
    return { allJsGz, files: assets.length };
  },
};

export const loginReferenceFigures = [
  {
    key: 'referenceAllJsGz',
    name: (build) => `react-admin reference: all JS (gz, ${build?.files ?? '?'} files)`,
    measure: referenceBuild,
    value: (build) => build.allJsGz,
    format: kB,
  },
  {
    key: 'referenceLoginJsGz',
    name: 'react-admin reference: JS before login form (gz)',
    measure: loginRuns,
    value: (runs) => scriptsGz(runs, 'reference'),
    details: (runs) => ({ referenceLoginScripts: runs.reference?.[0].scripts }),
    format: kB,
  },
  {
    key: 'loginJsRatio',
    name: 'JS before login form (gz): admin / react-admin',
    measure: loginRuns,
    value: (runs) => scriptsGz(runs, 'admin') / scriptsGz(runs, 'reference'),
    format: ratio,
  },
  {
    key: 'referenceLoginRenderMs',
    name: 'react-admin reference: login form in DOM, CPU 1x',
    measure: loginRuns,
    ...medianOfApp('reference', (run) => run.formAt),
    format: ms,
  },
  {
    key: 'referenceLoginRender4xMs',
    name: 'react-admin reference: login form in DOM, CPU 4x',
    measure: loginRuns4x,
    ...medianOfApp('reference', (run) => run.formAt),
    format: ms,
  },
  {
    key: 'referenceLoginScriptMs',
    name: 'react-admin reference: script time to login form, CPU 1x',
    measure: loginRuns,
    ...medianOfApp('reference', (run) => run.scriptMs),
    format: ms,
  },
  {
    key: 'referenceLoginScript4xMs',
    name: 'react-admin reference: script time to login form, CPU 4x',
    measure: loginRuns4x,
    ...medianOfApp('reference', (run) => run.scriptMs),
    format: ms,
  },
  {
    key: 'loginRenderRatio',
    name: 'Login form in DOM, CPU 1x: admin / react-admin',
    measure: loginRuns,
    value: ratioOf((run) => run.formAt),
    target: targets.loginRenderRatio,
    format: ratio,
  },
  {
    key: 'loginRender4xRatio',
    name: 'Login form in DOM, CPU 4x: admin / react-admin',
    measure: loginRuns4x,
    value: ratioOf((run) => run.formAt),
    target: targets.loginRender4xRatio,
    format: ratio,
  },
  {
    key: 'loginScriptRatio',
    name: 'Script time to login form, CPU 1x: admin / react-admin',
    measure: loginRuns,
    value: ratioOf((run) => run.scriptMs),
    format: ratio,
  },
  {
    key: 'loginScript4xRatio',
    name: 'Script time to login form, CPU 4x: admin / react-admin',
    measure: loginRuns4x,
    value: ratioOf((run) => run.scriptMs),
    format: ratio,
  },
];
