// Issue 7's size budgets (gzip level 9, 1 kB = 1,000 bytes): read by the budget test, which
// fails `npm test` when one is broken, and printed by `pnpm bench` next to the figures.
export const budgets = {
  /** The entry and everything a fresh load of /login imports before the form shows. */
  loginPathGz: 95_000,
  /** Every JS file of the build together. */
  allJsGz: 300_000,
  /** Any chunk loaded for a route (everything but the entry). */
  routeChunkGz: 60_000,
  /**
   * The entry is React 19 itself (react-dom's client alone is ~67 kB gzipped and one module,
   * so it cannot be split) plus the boot; this keeps anything else out of it.
   */
  entryGz: 72_000,
};
