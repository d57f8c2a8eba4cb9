// The sign-in page of a fresh load: its form in the DOM, the script time up to it, the JS it
// loaded and the JS heap at that moment, CPU normal and slowed 4x (the median of 7 fresh loads
// each). The reference app (login-reference-app.mjs) is loaded in turns with the admin, so that
// whatever else loads the machine weighs on both alike; login-reference.mjs has its figures.
import path from 'node:path';
import { gzipSize } from '../bundle.mjs';
import { targets } from '../budgets.mjs';
import { probes } from '../page.mjs';
import { MB, ms } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import { readInPage, waitInPage, withPage } from '../session.mjs';
import { referenceApp } from './login-reference-app.mjs';

const RUNS = 7;

/** One fresh load of `app`'s sign-in page (`env` holds its address) at `cpuRate`. */
function measureLogin({ env, url, probe }, cpuRate) {
  return withPage(env, { probe }, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const scripts = [];
    let recording = true;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (recording && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(url, { waitUntil: 'commit' });
    await waitInPage(cdp, 'window.__benchSeen !== undefined', env.timeout);
    recording = false;
    await waitInPage(cdp, 'window.__benchDone !== undefined', env.timeout);
    const seen = await readInPage(cdp, 'window.__benchSeen');
    const metrics = async () => {
      const { metrics: list } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
    };
    // Read in the frame after the form's: the script time (seconds, slowed CPU included) and
    // the heap then.
    const atForm = await metrics();
    // When each file before the form was requested and arrived: what waits for what.
    const timeline = await page.evaluate((until) => {
      const entries = performance.getEntriesByType('resource');
      return entries
        .filter((entry) => entry.startTime <= until)
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          start: Math.round(entry.startTime),
          end: Math.round(entry.responseEnd),
        }));
    }, seen);
    // What the page keeps: the same figure after a full garbage collection, which does not
    // depend on when V8 last collected.
    await cdp.send('HeapProfiler.collectGarbage');
    const retainedHeap = (await metrics()).JSHeapUsedSize;
    return {
      formAt: seen,
      scriptMs: atForm.ScriptDuration * 1000,
      heap: atForm.JSHeapUsedSize,
      retainedHeap,
      scripts,
      timeline,
    };
  });
}

/** The reference app's sign-in page, or undefined (logged) when it cannot be set up. */
async function referenceLogin(env) {
  try {
    const reference = await referenceApp(env);
    return {
      env: { ...env, base: reference.base },
      url: '/#/login',
      probe: probes.referenceLoginForm,
      outPath: reference.outPath,
    };
  } catch (error) {
    env.log(`reference app unavailable, its figures are skipped: ${error?.message ?? error}`);
    return undefined;
  }
}

/** `RUNS` fresh loads of each app at `cpuRate`, in turns; `warm` adds an unmeasured first one. */
async function measureBoth(env, cpuRate, warm) {
  const apps = { admin: { env, url: '/login', probe: probes.loginForm, outPath: env.outPath } };
  const reference = await referenceLogin(env);
  if (reference) apps.reference = reference;
  // One unmeasured load of each warms its server and, for the admin, the mock.
  if (warm) for (const app of Object.values(apps)) await measureLogin(app, 1);
  const runs = {
    admin: [],
    reference: reference ? [] : undefined,
    outPath: { admin: env.outPath, reference: reference?.outPath },
  };
  await repeat(RUNS, async () => {
    for (const [name, app] of Object.entries(apps))
      runs[name].push(await measureLogin(app, cpuRate));
  });
  return runs;
}

/**
 * Fresh loads at CPU 1x: `{ admin, reference, outPath }`, the runs of each app (reference
 * undefined when it could not be set up) and each app's build directory.
 */
export const loginRuns = { id: 'login 1x', run: (env) => measureBoth(env, 1, true) };
export const loginRuns4x = { id: 'login 4x', run: (env) => measureBoth(env, 4, false) };

/** A figure's value and samples from one app's runs (NaN, shown as skipped, without them). */
export const medianOfApp = (app, pick) => {
  const { value, samples } = medianOf(pick);
  return {
    value: (runs) => (runs[app] ? value(runs[app]) : NaN),
    samples: (runs) => (runs[app] ? samples(runs[app]) : undefined),
  };
};

/** Gzipped size (level 9) of the JS `app`'s first run requested before the form, from its build. */
export const scriptsGz = (runs, app) =>
  runs[app]
    ? [...new Set(runs[app][0].scripts)].reduce(
        (sum, file) => sum + gzipSize(path.join(runs.outPath[app], file)),
        0,
      )
    : NaN;

export const loginFigures = [
  {
    key: 'loginRenderMs',
    name: `Login form in DOM, CPU 1x (median of ${RUNS})`,
    measure: loginRuns,
    ...medianOfApp('admin', (run) => run.formAt),
    details: (runs) => ({ loginTimeline: runs.admin[0].timeline }),
    format: ms,
  },
  {
    key: 'loginRender4xMs',
    name: `Login form in DOM, CPU 4x (median of ${RUNS})`,
    measure: loginRuns4x,
    ...medianOfApp('admin', (run) => run.formAt),
    target: targets.loginRender4xMs,
    format: ms,
  },
  {
    key: 'loginScriptMs',
    name: 'Script time to login form, CPU 1x',
    measure: loginRuns,
    ...medianOfApp('admin', (run) => run.scriptMs),
    format: ms,
  },
  {
    key: 'loginScript4xMs',
    name: 'Script time to login form, CPU 4x',
    measure: loginRuns4x,
    ...medianOfApp('admin', (run) => run.scriptMs),
    format: ms,
  },
  {
    key: 'loginHeapBytes',
    name: 'JS heap used as the login form appears, CPU 1x',
    measure: loginRuns,
    value: medianOfApp('admin', (run) => run.heap).value,
    target: targets.loginHeapBytes,
    format: MB,
  },
  {
    key: 'loginHeap4xBytes',
    name: 'JS heap used as the login form appears, CPU 4x',
    measure: loginRuns4x,
    value: medianOfApp('admin', (run) => run.heap).value,
    target: targets.loginHeapBytes,
    format: MB,
  },
  {
    key: 'loginRetainedHeapBytes',
    name: 'JS heap at login form after a full GC, CPU 1x',
    measure: loginRuns,
    value: medianOfApp('admin', (run) => run.retainedHeap).value,
    target: targets.loginHeapBytes,
    format: MB,
  },
];
