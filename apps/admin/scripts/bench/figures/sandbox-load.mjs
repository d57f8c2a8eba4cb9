// The sandbox under load (bench/sandbox-load.mjs): product-list reads and product saves at the
// same time, with 20 photos of 5 MB in it. It needs neither the build nor the browser.
import { targets } from '../budgets.mjs';
import { errors, ms, perSecond } from '../report.mjs';
import { measureSandboxLoad } from '../sandbox-load.mjs';

const sandboxLoad = {
  id: 'load',
  standalone: true,
  run: (env) => measureSandboxLoad(env.log),
};

const none = { label: '0 errors', isMet: (count) => count === 0 };

/** How many clients made `kind` (reads or saves) and for how long, e.g. '8 clients, 20 s'. */
const who = (load, kind) =>
  load
    ? `${kind === 'reads' ? load.settings.readers : load.settings.savers} clients, ` +
      `${load.settings.seconds} s`
    : '? clients';

/** The four rows of one kind of request. */
function rowsOf(kind, label, p99Target) {
  const key = kind === 'reads' ? 'loadRead' : 'loadSave';
  return [
    {
      key: `${key}sPerSecond`,
      name: (load) => `Sandbox load, ${label} (${who(load, kind)}, 20 photos of 5 MB): requests`,
      measure: sandboxLoad,
      value: (load) => load[kind].perSecond,
      details: (load) => ({ [`${key}s`]: load[kind], loadSettings: load.settings }),
      format: perSecond,
    },
    {
      key: `${key}P50Ms`,
      name: `Sandbox load, ${label}: p50 latency`,
      measure: sandboxLoad,
      value: (load) => load[kind].p50Ms,
      format: ms,
    },
    {
      key: `${key}P99Ms`,
      name: `Sandbox load, ${label}: p99 latency`,
      measure: sandboxLoad,
      value: (load) => load[kind].p99Ms,
      target: p99Target,
      format: ms,
    },
    {
      key: `${key}Errors`,
      name: `Sandbox load, ${label}: errors (connection, timeout, not 2xx)`,
      measure: sandboxLoad,
      value: (load) => load[kind].errors,
      target: none,
      format: errors,
    },
  ];
}

export const sandboxLoadFigures = [
  ...rowsOf('reads', 'product list reads', targets.loadReadP99Ms),
  ...rowsOf('saves', 'product saves', targets.loadSaveP99Ms),
];
