import type { TestProject } from 'vitest/node';
import { startPrism } from '@shop/api-spec/prism';
import { mockConfig, verifyConfig, type ContractConfig } from './config';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    contract: ContractConfig;
    /** The mock's URL, for the files that test the mock itself. */
    baseUrl: string;
  }
}

/**
 * Normal runs start a Prism mock. contract:verify passes CONTRACT_UPSTREAM, the server under
 * test; the operations file puts Prism's proxy in front of it (see gateway.ts).
 */
export default async function setup(project: TestProject) {
  const upstream = process.env.CONTRACT_UPSTREAM;
  if (upstream) {
    const config = verifyConfig(upstream, process.env);
    project.provide('contract', config);
    project.provide('baseUrl', config.url);
    return undefined;
  }
  const prism = await startPrism({ port: Number(process.env.CONTRACT_MOCK_PORT || 4020) });
  project.provide('contract', mockConfig(prism.url));
  project.provide('baseUrl', prism.url);
  return () => prism.stop();
}
