// The suite starts from the sandbox's seed. Only here: the tests share the sandbox and make
// their own records, so a reset in the middle would pull data from under a running test.
import { STACK_URL } from './support/ports';

export default async function globalSetup(): Promise<void> {
  // A reset needs a JSON POST: a form of another site cannot send one.
  const response = await fetch(`${STACK_URL}/__sandbox/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (response.status !== 204) {
    throw new Error(`POST /__sandbox/reset answered ${response.status}: ${await response.text()}`);
  }
}
