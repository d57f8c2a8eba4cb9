import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { specOperations, type SpecOperation } from '@shop/api-spec/operations';
import { EFFECT_SHORT as EFFECTS } from './verify-options.mjs';
import { expectHonoured } from './check';
import { scenarioSteps, type Step } from './cases';
import { cleanUp } from './cleanup';
import { openGateway, type Gateway } from './gateway';
import { createClients, tinyImage } from './harness';
import { createScenario, StepSkipped, type Scenario } from './scenario';
import { holdSecrets, redactedError } from './secrets';
import { watchStop } from './stop';

const config = inject('contract');
const operations = specOperations();
const specIds = new Set(operations.map((o) => o.operationId));
const stepOf = new Map(scenarioSteps.map((step) => [step.operationId, step]));
const AUTH = new Set(['loginUser', 'refreshToken']);

// The scenario's order first; an operation without a step still gets a (failing) test.
const ordered: SpecOperation[] = [
  ...scenarioSteps.flatMap((step) => operations.filter((o) => o.operationId === step.operationId)),
  ...operations.filter((o) => !stepOf.has(o.operationId)),
];

const honoured = new Set<string>();
let called = new Set<string>();
let gateway: Gateway | undefined;
let scenario: Scenario | undefined;
const stop = watchStop();

/** Why a step may not run in this run, if it may not. */
function notAllowed(operation: SpecOperation, step: Step, scenario: Scenario): string | undefined {
  if (config.readOnly && operation.method !== 'GET' && !AUTH.has(operation.operationId)) {
    return '--read-only: only GET calls run';
  }
  if (step.effect && !config.allow.includes(step.effect)) {
    return `outside effect (${EFFECTS[step.effect]}): opt in with --allow=${step.effect}`;
  }
  if (!AUTH.has(operation.operationId) && !scenario.clients.session.pair()) {
    return 'not signed in: loginUser failed';
  }
  return undefined;
}

// Top level, not in a describe: the JUnit report then names each testcase by its operation.
beforeAll(async () => {
  const opened = await openGateway(config);
  gateway = opened;
  holdSecrets(config.credentials?.password, config.token?.token, config.token?.refreshToken);
  const clients = createClients(
    opened,
    config.token,
    (operation) => called.add(operation),
    stop.signal,
  );
  scenario = createScenario(config, clients, opened, tinyImage);
});

// Runs even when cases failed: deletes what the run made; a record left behind fails the run.
afterAll(async () => {
  stop.release();
  const problems = scenario ? await cleanUp(scenario) : [];
  await gateway?.close();
  if (problems.length > 0) {
    throw redactedError(
      new Error(
        `clean-up: ${problems.length} record(s) this run made may be left behind:\n  - ${problems.join('\n  - ')}`,
      ),
    );
  }
});

// Named `operationId: METHOD /path`: the summary table and the JUnit report read these names.
for (const operation of ordered) {
  it(`${operation.operationId}: ${operation.method} ${operation.path}`, async (context) => {
    const step = stepOf.get(operation.operationId);
    if (!step) throw new Error(`no contract case for ${operation.operationId}`);
    // The reason also goes into the JUnit report, whose <skipped/> carries none.
    const skip = async (reason: string) => {
      await context.annotate(reason, 'skipped');
      context.skip(reason);
    };
    if (!scenario || !gateway) throw new Error('the suite could not start (see beforeAll)');
    const stopped = stop.reason();
    if (stopped) return skip(`stopped: ${stopped}`);
    const reason = notAllowed(operation, step, scenario);
    if (reason) return skip(reason);

    called = new Set();
    const client = operation.isBinary ? scenario.clients.direct : scenario.clients.proxied;
    let result;
    try {
      result = await step.run(scenario, client);
      expectHonoured(operation, result, called, gateway);
    } catch (error) {
      if (error instanceof StepSkipped) return skip(error.message);
      const now = stop.reason();
      if (now) throw new Error(`stopped: ${now}, while this call waited for the server`);
      // Failures quote the server's answers, which may echo a token or the password.
      throw redactedError(error);
    }
    honoured.add(operation.operationId);
  });
}

// Only the mock allows every effect and has every id: there, nothing may be left out. Not
// even declared in verify mode, where the report holds one testcase per operation and no more.
if (config.mode === 'mock') {
  describe('coverage', () => {
    it('exercises every operation of the spec, and no other', () => {
      const missing = operations.map((o) => o.operationId).filter((id) => !honoured.has(id));
      expect(missing).toEqual([]);
      expect(scenarioSteps.map((s) => s.operationId).filter((id) => !specIds.has(id))).toEqual([]);
      expect(new Set(scenarioSteps.map((s) => s.operationId)).size).toBe(scenarioSteps.length);
      expect(operations.length).toBe(60);
      console.log(
        `Contract coverage: ${operations.length - missing.length} of ${operations.length} operations exercised.`,
      );
    });
  });
}
