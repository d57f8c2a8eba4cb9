// Runs the figure list: each measure once (however many figures read it), then every figure's
// value, label and status against its target.

/**
 * @typedef {object} Measure
 * @property {string} id  what `--only=` selects by its start ('login', 'editor', ...)
 * @property {boolean} [always]  runs even when `--only` leaves it out (the build's sizes)
 * @property {boolean} [standalone]  needs neither the build nor the browser (the sandbox load)
 * @property {(env: object) => Promise<unknown>} run
 *
 * @typedef {(measure: Measure) => unknown} Of  another measure's result (undefined if not run)
 *
 * @typedef {object} Figure
 * @property {string} key  its name in bench-results/latest.json
 * @property {string | ((result: unknown, of: Of) => string)} name  the printed label
 * @property {Measure} measure
 * @property {(result: unknown, of: Of) => number} value
 * @property {(result: unknown) => number[]} [samples]  the runs the value is the median of
 * @property {number | { label: string, isMet: (value: number, of: Of) => boolean }} [target]
 *   a number is a limit the value must not pass; from budgets.mjs
 * @property {(value: number) => string} format
 * @property {(result: unknown, of: Of) => object} [details]  JSON kept beside the value
 */

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The value and samples of a figure that is the median of the runs' `pick`. */
export const medianOf = (pick) => ({
  value: (runs) => median(runs.map(pick)),
  samples: (runs) => runs.map(pick),
});

/** Runs `once` `count` times in a row, collecting what each returns. */
export async function repeat(count, once) {
  const values = [];
  for (let i = 0; i < count; i += 1) values.push(await once(i));
  return values;
}

/** A measure that threw: its figures print as failed, and the others still run. */
class Failure {
  constructor(error) {
    this.error = error;
  }
}

const statusOf = (value, isMet, hasFailed) => {
  if (hasFailed) return 'failed';
  if (Number.isNaN(value)) return 'skipped';
  if (isMet === undefined) return '-';
  return isMet ? 'met' : 'not met';
};

/** A figure's row: `result` is its measure's (undefined when not run), `of` reads any other. */
function evaluate(figure, result, of, log) {
  const hasFailed = result instanceof Failure;
  const hasRun = result !== undefined && !hasFailed;
  const value = hasRun ? figure.value(result, of) : NaN;
  const samples = hasRun ? figure.samples?.(result) : undefined;
  const { target } = figure;
  let targetLabel = '-';
  let isMet;
  if (typeof target === 'number') {
    targetLabel = `≤ ${figure.format(target)}`;
    isMet = value <= target;
  } else if (target) {
    targetLabel = target.label;
    isMet = hasRun ? target.isMet(value, of) : undefined;
  }
  if (samples) log(`${figure.key}: ${samples.map((sample) => Math.round(sample)).join(', ')}`);
  return {
    key: figure.key,
    // A label that names what was measured (a file, a count) needs the result.
    name:
      typeof figure.name === 'function'
        ? figure.name(hasRun ? result : undefined, of)
        : figure.name,
    value,
    samples,
    details: hasRun ? figure.details?.(result, of) : undefined,
    shown: figure.format(value),
    target: targetLabel,
    status: statusOf(value, isMet, hasFailed),
  };
}

const isSelected = (measure, only) => !only || only.some((name) => measure.id.startsWith(name));

/**
 * Whether the measures `only` selects need the build and the browser: not when all of them are
 * standalone, such as `--only=load`.
 */
export const needsBrowser = (figures, only) =>
  figures.some(
    ({ measure }) => !measure.standalone && !measure.always && isSelected(measure, only),
  );

/**
 * Measures what the figures need, in their order, and evaluates them. `only` (names from
 * `--only=`) leaves out the measures whose id starts with none of them; their figures print
 * as skipped, as do those that need the browser when `env` has none. A measure that throws is
 * logged and its figures print as failed.
 */
export async function runFigures(figures, env, only) {
  const results = new Map();
  const of = (measure) => {
    const result = results.get(measure);
    return result instanceof Failure ? undefined : result;
  };
  const isWanted = (measure) =>
    (measure.standalone || env.browser !== undefined) &&
    (measure.always || isSelected(measure, only));
  for (const { measure } of figures) {
    if (results.has(measure) || !isWanted(measure)) continue;
    env.log(`measuring ${measure.id}`);
    try {
      results.set(measure, await measure.run(env));
    } catch (error) {
      env.log(`${measure.id} failed: ${error?.stack ?? error}`);
      results.set(measure, new Failure(error));
    }
  }
  return figures.map((figure) => evaluate(figure, results.get(figure.measure), of, env.log));
}
