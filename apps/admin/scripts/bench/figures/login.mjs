// The sign-in page of a fresh load: its form in the DOM, the JS heap at that moment, CPU normal
// and slowed 4x (the median of 5 fresh loads each).
import { targets } from '../budgets.mjs';
import { probes } from '../page.mjs';
import { MB, ms } from '../report.mjs';
import { medianOf, repeat } from '../run.mjs';
import { probeTimes, withPage } from '../session.mjs';

function measureLogin(env, cpuRate) {
  return withPage(env, { probe: probes.loginForm }, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const scripts = [];
    let recording = true;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (recording && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Логин', exact: true }).waitFor({ state: 'attached' });
    recording = false;
    const { seen } = await probeTimes(page, undefined, env.timeout);
    const heapUsed = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    };
    const heap = await heapUsed();
    // What the page keeps: the same figure after a full garbage collection, which does not
    // depend on when V8 last collected.
    await cdp.send('HeapProfiler.collectGarbage');
    const retainedHeap = await heapUsed();
    return { formAt: seen, heap, retainedHeap, scripts };
  });
}

export const loginRuns = {
  id: 'login 1x',
  run: async (env) => {
    // One unmeasured load warms the preview server and the mock.
    await measureLogin(env, 1);
    return repeat(env.runs, () => measureLogin(env, 1));
  },
};

const loginRuns4x = { id: 'login 4x', run: (env) => repeat(env.runs, () => measureLogin(env, 4)) };

export const loginFigures = [
  {
    key: 'loginRenderMs',
    name: 'Login form in DOM, CPU 1x (median of 5)',
    measure: loginRuns,
    ...medianOf((run) => run.formAt),
    format: ms,
  },
  {
    key: 'loginRender4xMs',
    name: 'Login form in DOM, CPU 4x (median of 5)',
    measure: loginRuns4x,
    ...medianOf((run) => run.formAt),
    target: targets.loginRender4xMs,
    format: ms,
  },
  {
    key: 'loginHeapBytes',
    name: 'JS heap used as the login form appears, CPU 1x',
    measure: loginRuns,
    value: medianOf((run) => run.heap).value,
    target: targets.loginHeapBytes,
    format: MB,
  },
  {
    key: 'loginHeap4xBytes',
    name: 'JS heap used as the login form appears, CPU 4x',
    measure: loginRuns4x,
    value: medianOf((run) => run.heap).value,
    target: targets.loginHeapBytes,
    format: MB,
  },
  {
    key: 'loginRetainedHeapBytes',
    name: 'JS heap at login form after a full GC, CPU 1x',
    measure: loginRuns,
    value: medianOf((run) => run.retainedHeap).value,
    target: targets.loginHeapBytes,
    format: MB,
  },
];
