// How the figures are shown: the value formats, the printed table and bench-results/*.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isMissing = (value) => value === undefined || Number.isNaN(value);

export const kB = (bytes) => (isMissing(bytes) ? '-' : `${(bytes / 1000).toFixed(1)} kB`);
export const MB = (bytes) => (isMissing(bytes) ? '-' : `${(bytes / 1_000_000).toFixed(2)} MB`);
export const ms = (value) => (isMissing(value) ? '-' : `${Math.round(value)} ms`);
export const rows = (count) =>
  isMissing(count) ? '-' : `${count} ${count === 1 ? 'row' : 'rows'}`;

export const perSecond = (value) => (isMissing(value) ? '-' : `${Math.round(value)} req/s`);
export const errors = (count) =>
  isMissing(count) ? '-' : `${count} ${count === 1 ? 'error' : 'errors'}`;

/** Event Timing reports no event under its 16-ms threshold: 0 means none reached it. */
export const slowEventMs = (value) => (value === 0 ? '< 16 ms' : ms(value));

/** One table: figure, value, target and whether it is met. */
export function printTable(evaluated) {
  const header = ['figure', 'value', 'target', 'status'];
  const cells = evaluated.map((row) => [row.name, row.shown, row.target, row.status]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  const out = [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.map(line),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

/**
 * The report: every figure's value under its key (plus the details it keeps beside it), the
 * samples of the repeated ones, and the printed rows.
 */
export function toReport(evaluated, timestamp) {
  const results = {};
  const samples = {};
  for (const figure of evaluated) {
    Object.assign(results, figure.details);
    results[figure.key] = figure.value;
    if (figure.samples) samples[figure.key] = figure.samples;
  }
  results.samples = samples;
  return {
    timestamp,
    units: { size: 'bytes (gzip level 9)', time: 'ms', rows: 'table rows' },
    results,
    table: evaluated.map((row) => ({
      figure: row.name,
      value: row.shown,
      target: row.target,
      status: row.status,
    })),
  };
}

/** Writes `latest.json` and a timestamped copy into `dir`. */
export function writeReport(dir, report) {
  mkdirSync(dir, { recursive: true });
  const text = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(path.join(dir, 'latest.json'), text);
  writeFileSync(path.join(dir, `${report.timestamp.replace(/[:.]/g, '-')}.json`), text);
}
