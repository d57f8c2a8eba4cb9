import type { Reporter, TestCase, TestModule } from 'vitest/node';

type Row = { operation: string; route: string; outcome: string; reason: string };

const TEST_NAME = /^(\w+): ([A-Z]+ \S+)$/;

function firstLine(text: string | undefined, width = 200): string {
  const line = (text ?? '').split('\n')[0]?.trim() ?? '';
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

function rowOf(test: TestCase): Row | undefined {
  const match = TEST_NAME.exec(test.name);
  if (!match) return undefined;
  const result = test.result();
  const reason =
    result.state === 'failed'
      ? (result.errors[0]?.message ?? '')
      : result.state === 'skipped'
        ? (result.note ?? '')
        : '';
  return { operation: match[1] ?? '', route: match[2] ?? '', outcome: result.state, reason };
}

/**
 * contract:verify's closing table: one line per operation with its outcome and the violation or
 * the reason it was skipped, then the clean-up's problems, if any.
 */
export default class ContractSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows: Row[] = [];
    const hookErrors: string[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const row = rowOf(test);
        if (row) rows.push(row);
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
    if (rows.length === 0) return;
    const width = (pick: (row: Row) => string) => Math.max(...rows.map((row) => pick(row).length));
    const operationWidth = width((row) => row.operation);
    const routeWidth = width((row) => row.route);
    // The reason fills the rest of a terminal line (CI logs have no width: 200 characters).
    const reasonWidth = Math.max(
      40,
      (process.stdout.columns || 200) - operationWidth - routeWidth - 13,
    );
    const lines = rows.map((row) =>
      [
        row.operation.padEnd(operationWidth),
        row.route.padEnd(routeWidth),
        row.outcome.padEnd(7),
        firstLine(row.reason, reasonWidth),
      ]
        .join('  ')
        .trimEnd(),
    );
    const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
    const total = `${rows.length} operations: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`;
    process.stdout.write(
      `\nContract verification\n${lines.join('\n')}\n${[...hookErrors, total].join('\n')}\n`,
    );
  }
}
