// Run as a child process by persistence/writer.test.ts: changes the state as fast as batched
// writes allow, with a data file of a few megabytes, until it is killed. Every change sets two
// fields to one number, so a file holding half of one change would show.
import { SandboxState } from '../state';

const file = process.argv[2];
if (!file) throw new Error('usage: write-forever <data file>');
const state = new SandboxState(file, { writeDelayMs: 0 });
const filler = 'ж'.repeat(2_000_000);
let change = 0;
process.stdout.write('ready\n');
for (;;) {
  change += 1;
  const [first] = state.data.cities;
  if (first) first.name = `${change} ${filler}`;
  state.data.nextId.cities = 1_000 + change;
  state.persist();
  await new Promise((resolve) => setTimeout(resolve, 1));
}
