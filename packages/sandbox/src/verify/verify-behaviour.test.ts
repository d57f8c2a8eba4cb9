// Each behaviour check of contract:verify proved able to fail: verify runs, with only the
// checks of one row (CONTRACT_CHECKS), against the sandbox behind a server that breaks one
// rule; the row's checks must fail by name and its other checks pass.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../index';
import { brokenServer, type Rule } from './broken-server';
import * as broken from './broken-rules';
import { rowOf, runVerify } from './run-verify';

const SIGN_IN = {
  CONTRACT_USERNAME: 'admin',
  CONTRACT_PASSWORD: 'admin123',
  CONTRACT_CUSTOMER_USERNAME: 'customer',
  CONTRACT_CUSTOMER_PASSWORD: 'customer123',
};

const roundTrips = ['Category', 'Product', 'News', 'City', 'Store', 'Bartender', 'User'].map(
  (key) => `roundTrip${key}`,
);

type Row = {
  rule: string;
  /** A function, so a rule that remembers tokens starts afresh in each row. */
  server: () => Rule;
  fails: string[];
  /** Checks of another rule, run alongside: they must pass. */
  passes: string[];
};

const ROWS: Row[] = [
  {
    rule: 'forgets a saved field',
    server: () => broken.dropsSavedField,
    fails: roundTrips,
    passes: ['authNoToken'],
  },
  {
    rule: 'keeps a deleted record',
    server: () => broken.keepsDeletedRecords,
    fails: ['deleteProduct', 'deleteNews', 'deleteCity', 'deleteUser'],
    passes: ['roundTripCity'],
  },
  {
    rule: 'answers page 1 for every page',
    server: () => broken.repeatsFirstPage,
    fails: ['pagingProducts'],
    passes: ['searchCity'],
  },
  {
    rule: 'cuts lists at 25 items and says there is one page',
    server: () => broken.cutsLists,
    fails: ['largePages'],
    passes: ['pagingProducts'],
  },
  {
    rule: 'ignores search',
    server: () => broken.ignoresSearch,
    fails: ['searchProduct', 'searchNews', 'searchCity', 'searchStore', 'searchUser'],
    passes: ['pagingProducts'],
  },
  {
    rule: 'ignores the order filters',
    server: () => broken.ignoresOrderFilters,
    fails: ['filterOrdersByStatus', 'filterOrdersByPaymentStatus', 'filterOrdersByDate'],
    passes: ['searchNews'],
  },
  {
    rule: 'ignores If-Match',
    server: () => broken.ignoresIfMatch,
    fails: ['staleIfMatch'],
    passes: ['refreshReuse'],
  },
  {
    rule: 'accepts a reused refresh token',
    server: broken.acceptsReusedRefresh,
    fails: ['refreshReuse'],
    passes: ['logoutRevokes'],
  },
  {
    rule: 'keeps the session after logout',
    server: () => broken.logoutKeepsSession,
    fails: ['logoutRevokes'],
    passes: ['refreshReuse'],
  },
  {
    rule: 'accepts no token',
    server: broken.acceptsNoToken,
    fails: ['authNoToken'],
    passes: ['authUnsigned'],
  },
  {
    rule: 'accepts an unsigned token',
    server: broken.acceptsUnsignedTokens,
    fails: ['authUnsigned'],
    passes: ['authNoToken'],
  },
  {
    rule: "accepts a Customer's token",
    server: broken.acceptsCustomerTokens,
    fails: ['authCustomer'],
    passes: ['authNoToken'],
  },
  {
    rule: 'accepts a body without a required field or of a wrong type',
    server: () => broken.acceptsBadBodies,
    fails: ['badInputMissingField', 'badInputWrongType'],
    passes: ['authNoToken'],
  },
];

// Concurrent: each row has a sandbox of its own, so one row's records never reach another's lists.
describe.concurrent('contract:verify fails a server that breaks one rule', () => {
  it.for(ROWS)('$rule', async ({ server, fails, passes }) => {
    const sandbox = await startSandbox({ port: 0, quiet: true });
    const proxy = await brokenServer(sandbox.url, server());
    try {
      const checks = [...fails, ...passes];
      const run = await runVerify(proxy.url, [], { ...SIGN_IN, CONTRACT_CHECKS: checks.join(',') });
      expect(run.code, run.output.slice(-4000)).toBe(1);
      for (const name of fails) expect(rowOf(run.output, name), name).toMatch(/ failed {2}/);
      for (const name of passes) expect(rowOf(run.output, name), name).toMatch(/ passed$/);
      expect(run.output).toContain(`${checks.length} checks: ${passes.length} passed`);
      expect(run.output).not.toContain('clean-up:');
    } finally {
      await proxy.close();
      await sandbox.stop();
    }
  });
});
