// Each behaviour check of contract:verify proved able to fail: verify runs, with only the
// checks named (CONTRACT_CHECKS), against the sandbox behind a server that breaks rules; each
// row's checks must fail by name and the checks it leaves alone pass. A verify run starts its
// own Prism, so the rows share runs: a run breaks the rules of a group whose rules touch other
// calls (tokens, lists, records, sessions), and a check of another family must still pass in
// it, so a group's server is broken only where its rules say.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../index';
import { brokenServer, type Forward, type Rule } from './broken-server';
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

const rowsOf = (...rules: string[]) =>
  rules.map((rule) => {
    const row = ROWS.find((candidate) => candidate.rule === rule);
    if (!row) throw new Error(`No row '${rule}'`);
    return row;
  });

type Group = { name: string; rows: Row[]; /** A check of another family. */ passes: string };

const GROUPS: Group[] = [
  {
    name: 'tokens',
    rows: rowsOf('accepts no token', 'accepts an unsigned token', "accepts a Customer's token"),
    passes: 'searchCity',
  },
  {
    name: 'sessions and If-Match',
    rows: rowsOf(
      'accepts a reused refresh token',
      'keeps the session after logout',
      'ignores If-Match',
    ),
    passes: 'searchCity',
  },
  {
    name: 'lists',
    rows: rowsOf(
      'answers page 1 for every page',
      'cuts lists at 25 items and says there is one page',
      'ignores search',
      'ignores the order filters',
    ),
    passes: 'authNoToken',
  },
  {
    name: 'records',
    rows: rowsOf(
      'forgets a saved field',
      'keeps a deleted record',
      'accepts a body without a required field or of a wrong type',
    ),
    passes: 'searchCity',
  },
];

it('every row is in one group', () => {
  const grouped = GROUPS.flatMap((group) => group.rows.map((row) => row.rule));
  expect(grouped.toSorted()).toEqual(ROWS.map((row) => row.rule).toSorted());
});

/** One server breaking every rule of a group: each rule hands what it forwards to the next. */
const allOf =
  (rules: Rule[]): Rule =>
  (request, forward) =>
    rules.reduceRight<Forward>((next, rule) => (sent) => rule(sent, next), forward)(request);

// Concurrent: each group has a sandbox of its own, so one group's records never reach another's
// lists.
describe.concurrent('contract:verify fails a server that breaks a rule', () => {
  it.for(GROUPS)('$name', async ({ rows, passes: other }, { expect }) => {
    const sandbox = await startSandbox({ port: 0, quiet: true });
    const proxy = await brokenServer(sandbox.url, allOf(rows.map((row) => row.server())));
    try {
      const fails = new Set(rows.flatMap((row) => row.fails));
      const passes = new Set(
        [other, ...rows.flatMap((row) => row.passes)].filter((name) => !fails.has(name)),
      );
      const checks = [...fails, ...passes];
      const run = await runVerify(proxy.url, [], { ...SIGN_IN, CONTRACT_CHECKS: checks.join(',') });
      expect(run.code, run.output.slice(-4000)).toBe(1);
      for (const row of rows) {
        for (const name of row.fails) {
          expect.soft(rowOf(run.output, name), `${row.rule}: ${name}`).toMatch(/ failed {2}/);
        }
      }
      for (const name of passes) expect.soft(rowOf(run.output, name), name).toMatch(/ passed$/);
      expect(run.output).toContain(`${checks.length} checks: ${passes.size} passed`);
      expect(run.output).not.toContain('clean-up:');
    } finally {
      await proxy.close();
      await sandbox.stop();
    }
  });
});
