import { defineConfig } from 'vitest/config';

// The contract suite: every operation of the spec through the generated client against
// Prism (or, for contract:verify, against Prism proxying a real server).
export default defineConfig({
  test: {
    include: ['contract/**/*.contract.test.ts'],
    // In verify mode only the operations run: the negative cases test the mock itself.
    exclude: process.env.CONTRACT_BASE_URL
      ? ['contract/verify.contract.test.ts', 'contract/negative.contract.test.ts']
      : [],
    environment: 'node',
    globalSetup: ['contract/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One Prism serves all files; files run one after another to keep the 2-core machine calm.
    fileParallelism: false,
  },
});
