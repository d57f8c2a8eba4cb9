import type { Plugin } from 'vite';

/**
 * Roots of code loaded on first use (export, bulk progress and report): the
 * budget test checks that no screen loads them up front.
 */
export const onDemandModules = [
  'src/components/export/export-dialog.tsx',
  'src/components/list-screen/bulk/bulk-status.tsx',
];

/**
 * Keeps each on-demand module in a file of its own: Rollup would merge it into its loaders
 * (`experimentalMinChunkSize`) or merge shared files into it. 'no-treeshake' makes it count as
 * having side effects, which stops both; its one importer uses all its exports anyway.
 */
export function keepOnDemandApart(): Plugin {
  return {
    name: 'keep-on-demand-apart',
    apply: 'build',
    transform(code, id) {
      const path = id.replace(/\?.*$/, '');
      if (!onDemandModules.some((module) => path.endsWith(`/apps/admin/${module}`))) return null;
      return { code, moduleSideEffects: 'no-treeshake' };
    },
  };
}
