// What a server does, not only the shapes it answers: round trips, deletes, paging, search,
// order filters, If-Match, sessions, auth and bad input. Each check is one testcase named
// `name: title` (the summary table and the JUnit report read it). Calls go straight to the
// server: the operations file checks the shapes through Prism already.
import { afterAll, beforeAll, inject, it } from 'vitest';
import { behaviourChecks, type CheckContext } from './behaviour';
import { rawCaller } from './behaviour/raw';
import { signIn } from './behaviour/sign-in';
import { cleanUp } from './cleanup';
import type { Gateway } from './gateway';
import { createClients, tinyImage } from './harness';
import { createScenario, StepSkipped } from './scenario';
import { holdSecrets, redactedError } from './secrets';

const config = inject('contract');
// The checks' failures quote what servers answered: never a password or token in the report.
holdSecrets(config.credentials?.password, config.token?.token, config.token?.refreshToken);

const unknown = (config.checks ?? []).filter((n) => !behaviourChecks.some((c) => c.name === n));
if (unknown.length > 0) {
  throw new Error(
    `Unknown check(s) in CONTRACT_CHECKS: ${unknown.join(', ')}. Known: ${behaviourChecks.map((c) => c.name).join(', ')}`,
  );
}
const selected = config.checks
  ? behaviourChecks.filter((check) => config.checks?.includes(check.name))
  : behaviourChecks;

// No Prism in between: both routes lead to the server (or the mock) itself.
const direct: Gateway = {
  baseUrl: config.url,
  directUrl: config.url,
  lastAnswer: () => undefined,
  close: async () => undefined,
};
const clients = createClients(direct, config.token, () => undefined);
const scenario = createScenario(config, clients, direct, tinyImage);
const context: CheckContext = {
  scenario,
  api: clients.direct,
  raw: rawCaller(config.url, () => clients.session.pair()?.token),
};
let signInProblem: string | undefined;

beforeAll(async () => {
  signInProblem = await signIn(config, clients);
});

// Runs even when checks failed: deletes what the checks made; a record left behind fails the run.
afterAll(async () => {
  const problems = await cleanUp(scenario);
  if (problems.length > 0) {
    throw redactedError(
      new Error(
        `clean-up: ${problems.length} record(s) this run made may be left behind:\n  - ${problems.join('\n  - ')}`,
      ),
    );
  }
});

// Top level, not in a describe: the JUnit report then names each testcase by its check.
for (const check of selected) {
  it(`${check.name}: ${check.title}`, async (testContext) => {
    // The reason also goes into the JUnit report, whose <skipped/> carries none.
    const skip = async (reason: string) => {
      await testContext.annotate(reason, 'skipped');
      testContext.skip(reason);
    };
    if (config.mode === 'mock' && check.needsState) return skip(check.needsState);
    if (config.readOnly) return skip('--read-only: the checks write their own records');
    if (signInProblem) return skip(`not signed in: ${signInProblem}`);
    try {
      await check.run(context);
    } catch (error) {
      if (error instanceof StepSkipped) return skip(error.message);
      throw redactedError(error);
    }
  });
}
