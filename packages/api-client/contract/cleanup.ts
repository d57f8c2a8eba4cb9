import { describeRecord, EXISTING_ID } from './registry';
import type { Scenario } from './scenario';

const excerpt = (value: unknown) => (JSON.stringify(value) ?? '').slice(0, 300);

/**
 * Deletes what the run created and the delete steps left (they failed, or were skipped),
 * newest first, straight at the server: a record gone is what counts here, not the contract.
 * A 404 means it is gone already. A record is deleted only when a read shows it still is the
 * run's (see ownership.ts); one the server answered with an existing id never is. Returns one
 * line per record that may be left behind or was not deleted.
 */
export async function cleanUp(scenario: Scenario): Promise<string[]> {
  const problems = scenario.unaccounted.map(
    (what) => `${what}: the server made it but did not say its id; delete it by hand`,
  );
  for (const record of scenario.created.left()) {
    const what = describeRecord(record);
    try {
      const ownership = await record.confirm();
      if (ownership.state === 'gone') {
        scenario.created.forget(record);
        continue;
      }
      if (ownership.state === 'not own') {
        scenario.created.refuse(record, `${EXISTING_ID} ("${ownership.name}")`);
        continue;
      }
      if (ownership.state === 'unknown') {
        problems.push(
          `${what}: not deleted: it could not be confirmed as the run's (${ownership.reason})`,
        );
        continue;
      }
      const result = await record.remove(scenario.clients.direct);
      if (result.response.ok || result.response.status === 404) scenario.created.forget(record);
      else problems.push(`${what}: HTTP ${result.response.status} ${excerpt(result.error)}`);
    } catch (error) {
      problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const refused = scenario.created
    .refused()
    .map((record) => `${describeRecord(record)}: not deleted: ${record.reason}`);
  return [...refused, ...problems];
}
