import type { Rollup } from 'vite';

type ModuleGraph = Pick<Rollup.ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>;

/** Every module `root` imports statically, itself included. */
function staticGraph(root: string, { getModuleInfo }: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function chunkOf(graph: ModuleGraph): Map<string, string> {
  const ids = [...graph.getModuleIds()];
  const entry = ids.find((id) => id.endsWith('/src/main.tsx'));
  const page = ids.find((id) => id.endsWith('/src/app/sign-in-page.tsx'));
  const chunks = new Map<string, string>();
  if (!entry || !page) return chunks;
  const inEntry = staticGraph(entry, graph);
  for (const id of staticGraph(page, graph)) chunks.set(id, inEntry.has(id) ? 'shared' : 'sign-in');
  return chunks;
}

/**
 * Rollup's `manualChunks`: the sign-in page's modules in two files rather than the four Rollup
 * made of them. `shared` holds what the entry uses too (React, the kit's button), imported by
 * the entry; `sign-in` the rest (the page, the API client, the form), still loaded through the
 * page's dynamic import, so a stale file shows the app's reload page rather than a blank one.
 * Both are preloaded from index.html. Left to Rollup, a manual chunk takes in every module it
 * needs that no other manual chunk holds, React included, and then the entry itself imports the
 * page's file. Worked out once per build.
 */
export function signInChunk(): Rollup.GetManualChunk {
  let chunks: Map<string, string> | undefined;
  return (id, graph) => {
    chunks ??= chunkOf(graph);
    return chunks.get(id);
  };
}
