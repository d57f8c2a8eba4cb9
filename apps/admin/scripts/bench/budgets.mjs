// The admin's size budgets (gzip level 9, 1 kB = 1,000 bytes): read by the budget test, which
// fails `npm test` when one is broken, and printed by `pnpm bench` next to the figures. Below
// them, the targets of the figures that only `pnpm bench` measures (times, heap, row counts):
// those vary with the machine, so they are reported, never tested.
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

/** Medians of 5 in Debian's Chromium; a figure without an entry here is printed without one. */
export const targets = {
  /** The login form in the DOM of a fresh load, CPU slowed 4x. */
  loginRender4xMs: 700,
  /**
   * The same, CPU normal and slowed 4x, over a react-admin app's sign-in form measured in the
   * same run (scripts/bench/reference): a ratio holds across machines where a time does not.
   */
  loginRenderRatio: 0.3,
  loginRender4xRatio: 0.4,
  /** JS heap used as the login form appears (each CPU rate), and what a full GC leaves. */
  loginHeapBytes: 3_000_000,
  /** Sorting 1,000 products: Enter in a position field → the row painted at its new place. */
  sortMoveMs: 100,
  /** 1,000 users: the list response's end → the first rows painted. */
  users1000RowsMs: 300,
  /** 2,000 categories: the tree response's end → the first items painted. */
  tree2000NodesMs: 300,
  /** A product with ten modificators: a click in the product list → the last one's values shown. */
  productEditorMs: 200,
  /** The slowest keystroke to its paint while typing into that editor (Event Timing). */
  editorKeystrokeMs: 32,
  /** That editor from a link in a new tab, as a multiple of its time from the list. */
  productEditorDeepLinkRatio: 2,
  /** The slowest interaction (Event Timing) while working through a list, the order or the editor. */
  slowestInteractionMs: 100,
  /** 5,000 stores: the click on 'Магазины (0)' → the picker's first options painted. */
  storePicker5000Ms: 200,
  /** 1,000 store promotions: a click on the menu link → the first promotions painted. */
  promotions1000Ms: 300,
  /** The 30-s orders check bringing one changed order: only its row is drawn again. */
  ordersRefreshRows: 1,
  /** The same check bringing the same orders: no row is drawn again. */
  ordersSameRefreshRows: 0,
  /**
   * An all-day session: JS heap growth after a forced GC, less V8's compiled code from its start
   * (each screen's code comes on the first walk), all of it from the second walk.
   */
  soakHeapGrowthBytes: 2_000_000,
  /** The same: a screen's DOM nodes on its last visit, off its first by this % at most. */
  soakDomNodeDriftPercent: 5,
  /** The same: listeners and timers left at its end beyond those of its start. */
  soakLeftBehind: 0,
  /** The sandbox with 20 photos of 5 MB under load: the slowest 1% of product-list reads. */
  loadReadP99Ms: 50,
  /** The same, for product saves (each marks the data file to be written). */
  loadSaveP99Ms: 100,
};
