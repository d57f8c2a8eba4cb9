import type { Reporter, TestCase, TestModule } from 'vitest/node';

type Row = { name: string; what: string; outcome: string; reason: string };

/** An operation's testcase: `operationId: METHOD /path`. */
const OPERATION_NAME = /^(\w+): ([A-Z]+ \S+)$/;
/** A behaviour check's testcase: `checkName: what it checks`. */
const CHECK_NAME = /^(\w+): (.+)$/;

function firstLine(text: string | undefined, width = 200): string {
  const line = (text ?? '').split('\n')[0]?.trim() ?? '';
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

function rowOf(test: TestCase, pattern: RegExp): Row | undefined {
  const match = pattern.exec(test.name);
  if (!match) return undefined;
  const result = test.result();
  const reason =
    result.state === 'failed'
      ? (result.errors[0]?.message ?? '')
      : result.state === 'skipped'
        ? (result.note ?? '')
        : '';
  return { name: match[1] ?? '', what: match[2] ?? '', outcome: result.state, reason };
}

/** The lines of one table; a check's title is cut to keep room for the reason. */
function table(rows: Row[], whatWidthMax: number): string[] {
  const width = (pick: (row: Row) => string) => Math.max(...rows.map((row) => pick(row).length));
  const nameWidth = width((row) => row.name);
  const whatWidth = Math.min(
    whatWidthMax,
    width((row) => row.what),
  );
  // The reason fills the rest of a terminal line (CI logs have no width: 200 characters).
  const reasonWidth = Math.max(40, (process.stdout.columns || 200) - nameWidth - whatWidth - 13);
  return rows.map((row) =>
    [
      row.name.padEnd(nameWidth),
      firstLine(row.what, whatWidth).padEnd(whatWidth),
      row.outcome.padEnd(7),
      firstLine(row.reason, reasonWidth),
    ]
      .join('  ')
      .trimEnd(),
  );
}

function total(rows: Row[], noun: string): string {
  const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
  return `${rows.length} ${noun}: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`;
}

/** contract:verify's closing tables: operations, checks, the clean-up's problems, totals. */
export default class ContractSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const operations: Row[] = [];
    const checks: Row[] = [];
    const hookErrors: string[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const operation = rowOf(test, OPERATION_NAME);
        const check = operation ? undefined : rowOf(test, CHECK_NAME);
        if (operation) operations.push(operation);
        if (check) checks.push(check);
      }
      // Errors of hooks (the clean-up above all), every line: one per record left behind.
      const errors = [
        ...[...testModule.children.allSuites()].flatMap((suite) => suite.errors()),
        ...testModule.errors(),
      ];
      for (const error of errors) {
        hookErrors.push(...error.message.split('\n').map((line) => firstLine(line)));
      }
    }
    if (operations.length + checks.length === 0) return;
    const sections = [
      ...(operations.length > 0 ? ['Contract verification', ...table(operations, 80)] : []),
      ...(checks.length > 0 ? ['', 'Behaviour checks', ...table(checks, 60)] : []),
      ...hookErrors,
      ...(operations.length > 0 ? [total(operations, 'operations')] : []),
      ...(checks.length > 0 ? [total(checks, 'checks')] : []),
    ];
    process.stdout.write(`\n${sections.join('\n')}\n`);
  }
}
