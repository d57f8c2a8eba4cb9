import type { Scenario } from './scenario';

const excerpt = (value: unknown) => (JSON.stringify(value) ?? '').slice(0, 300);

/**
 * Deletes what the run created and the delete steps left (they failed, or were skipped),
 * newest first, straight at the server: a record gone is what counts here, not the contract.
 * A 404 means it is gone already. Returns one line per record that may be left behind.
 */
export async function cleanUp(scenario: Scenario): Promise<string[]> {
  const problems = scenario.unaccounted.map(
    (what) => `${what}: the server made it but did not say its id; delete it by hand`,
  );
  for (const record of scenario.created.left()) {
    const what = `${record.thing} ${record.id} "${record.name}"`;
    try {
      const result = await record.remove(scenario.clients.direct);
      if (result.response.ok || result.response.status === 404) scenario.created.forget(record);
      else problems.push(`${what}: HTTP ${result.response.status} ${excerpt(result.error)}`);
    } catch (error) {
      problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}
