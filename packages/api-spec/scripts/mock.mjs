// `pnpm mock`: bundles the spec and serves it with Prism on MOCK_PORT (default 4010).
import { bundleIfStale } from './bundle.mjs';
import { startPrism } from './prism.mjs';

const port = Number(process.env.MOCK_PORT ?? 4010);
// Re-bundling makes every running Prism reload; only when the sources changed.
bundleIfStale();
const prism = await startPrism({ port, quiet: false });
console.log(`Prism mock of the contract at ${prism.url} (Ctrl+C stops it)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => prism.stop().then(() => process.exit(0)));
}
