// The admin's size budgets (gzip level 9, 1 kB = 1,000 bytes): read by the budget test, which
// fails `npm test` when one is broken, and printed by `pnpm bench` next to the figures.
export const budgets = {
  /** The entry and everything a fresh load of /login imports before the form shows. */
  loginPathGz: 90_000,
  /** Every JS file of the build together, every screen and feature included. */
  allJsGz: 320_000,
  /**
   * Every screen's own JS (bundle.mjs `screens`): its lazy route chunk and that chunk's static
   * imports, recursively, less what is loaded before it (the entry, the router and, for the
   * screens inside it, the signed-in shell). The shell itself is held to it too, counted less
   * the entry and the router.
   */
  screenClosureGz: 60_000,
  /**
   * Any one file but the entry. Screens cannot break it (their own JS is smaller), but the
   * router's chunk and the shell's files are counted in no screen: this keeps cost from moving
   * into them unnoticed.
   */
  routeChunkGz: 60_000,
  /**
   * The entry is React 19 itself (react-dom's client alone is ~67 kB gzipped and one module,
   * so it cannot be split) plus the boot; this keeps anything else out of it.
   */
  entryGz: 72_000,
};
