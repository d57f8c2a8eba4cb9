import { defineConfig } from 'vitest/config';
import ContractSummaryReporter from './contract/summary-reporter';

// The contract suite: every operation of the spec through the generated client against
// Prism's mock, or (contract:verify sets CONTRACT_UPSTREAM) against a real server through
// Prism's proxy.
const verifying = Boolean(process.env.CONTRACT_UPSTREAM);
// CONTRACT_CHECKS names the behaviour checks to run alone (tests of one broken rule stay
// fast); "none" runs the operations alone.
const checks = process.env.CONTRACT_CHECKS?.trim() || undefined;
const OPERATIONS = 'contract/operations.contract.test.ts';
const BEHAVIOUR = 'contract/behaviour.contract.test.ts';
const verifyFiles =
  checks === undefined ? [OPERATIONS, BEHAVIOUR] : checks === 'none' ? [OPERATIONS] : [BEHAVIOUR];
const junitFile = process.env.CONTRACT_JUNIT_FILE;

// One testcase per operation, named like the summary table's rows.
const junit = (outputFile: string): ['junit', { outputFile: string; suiteName: string }] => [
  'junit',
  { outputFile, suiteName: 'contract:verify' },
];

export default defineConfig({
  test: {
    // In verify mode the operations, then the behaviour checks: the other files test the mock
    // and the tool.
    include: verifying ? verifyFiles : ['contract/**/*.contract.test.ts'],
    reporters: verifying
      ? ['default', new ContractSummaryReporter(), ...(junitFile ? [junit(junitFile)] : [])]
      : ['default'],
    environment: 'node',
    globalSetup: ['contract/global-setup.ts'],
    // A real server's catalogue sync answers only when it is done.
    testTimeout: verifying ? 120_000 : 20_000,
    hookTimeout: verifying ? 120_000 : 60_000,
    // One Prism serves all files; files run one after another to keep the 2-core machine calm.
    fileParallelism: false,
  },
});
