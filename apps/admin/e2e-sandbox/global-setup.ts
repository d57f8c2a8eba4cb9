// The suite starts from the sandbox's seed. Only here: the tests share the sandbox and make
// their own records, so a reset in the middle would pull data from under a running test.
import { STACK_URL } from './support/ports';

export default async function globalSetup(): Promise<void> {
  const response = await fetch(`${STACK_URL}/__sandbox/reset`, { method: 'POST' });
  if (response.status !== 204) {
    throw new Error(`POST /__sandbox/reset answered ${response.status}: ${await response.text()}`);
  }
}
