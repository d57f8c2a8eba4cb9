import type { ChunkSize, ModuleShare } from '../scripts/bench/bundle.mjs';

/** What a failed budget says: the files that make up the figure and what makes them large. */
export type BudgetBreach = {
  /** What is measured, e.g. "user-edit's own JS". */
  subject: string;
  gz: number;
  limit: number;
  files: ChunkSize[];
  /** Each file's source modules with their gzipped share, largest first (bundle.mjs). */
  modules: Record<string, ModuleShare[]>;
};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** `node_modules/.pnpm/<package@version>/node_modules/<package>/…` reads as `<package>/…`. */
export function shortModuleName(id: string): string {
  return id.replace(/^(?:.*\/)?node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
}

/** A broken budget: figure and limit, then the largest files, each with its largest modules. */
export function describeBreach(
  { subject, gz, limit, files, modules }: BudgetBreach,
  { maxFiles = 6, maxModules = 4 } = {},
): string {
  const over = gz > limit ? `, ${kB(gz - limit)} over its ${kB(limit)} budget` : '';
  const head = `${subject} is ${kB(gz)}${over} (${files.length} files).`;
  const largest = [...files].sort((a, b) => b.gz - a.gz).slice(0, maxFiles);
  const lines = largest.map((file) => {
    const shares = (modules[file.file] ?? []).slice(0, maxModules);
    const named = shares.map((share) => `${shortModuleName(share.id)} ~${kB(share.gz)}`);
    return `  ${file.file} ${kB(file.gz)}${named.length ? `: ${named.join(', ')}` : ''}`;
  });
  const rest = files.length - largest.length;
  const more = rest > 0 ? [`  … and ${rest} smaller files`] : [];
  return [head, 'Largest files and their largest modules:', ...lines, ...more].join('\n');
}
