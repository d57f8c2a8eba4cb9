import type { TestProject } from 'vitest/node';
import { startPrism } from '@shop/api-spec/prism';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    baseUrl: string;
    directUrl: string;
  }
}

/**
 * Normal runs start a Prism mock. contract:verify passes CONTRACT_BASE_URL (Prism proxying
 * the server under test) and CONTRACT_DIRECT_URL (the server itself, for binary bodies,
 * which Prism's proxy mangles).
 */
export default async function setup(project: TestProject) {
  const given = process.env.CONTRACT_BASE_URL;
  if (given) {
    project.provide('baseUrl', given);
    project.provide('directUrl', process.env.CONTRACT_DIRECT_URL ?? given);
    return undefined;
  }
  const port = Number(process.env.CONTRACT_MOCK_PORT ?? 4020);
  const prism = await startPrism({ port });
  project.provide('baseUrl', prism.url);
  project.provide('directUrl', prism.url);
  return () => prism.stop();
}
