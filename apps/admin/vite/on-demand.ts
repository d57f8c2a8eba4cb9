import type { Plugin } from 'vite';

/**
 * The modules only some users need, each the root of code loaded by a dynamic import when it is
 * first used: the export's dialog and readers, the bulk actions' progress and report, the
 * conflict table. The budget test checks that no screen loads them up front.
 */
export const onDemandModules = [
  'src/components/export/export-dialog.tsx',
  'src/components/list-screen/bulk/bulk-status.tsx',
  'src/components/conflict/conflict-table.tsx',
];

/**
 * Keeps each on-demand module in a file of its own. Rollup merges chunks under
 * `experimentalMinChunkSize` into the chunks that load them when they have no side effects,
 * which would load this code with every list; and it merges small shared files into them,
 * which would make a screen load them at once. A module that keeps all its code (marked
 * 'no-treeshake') counts as having side effects, so its chunk is neither merged away nor a
 * target of merging. Its exports are all used by its one importer, so nothing is kept that
 * tree-shaking would have dropped.
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
