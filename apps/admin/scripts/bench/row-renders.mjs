// Browser-side counts of the table rows a refresh draws again, by the order number in each row:
// rows whose DOM changed, and rows whose cells React rendered again. The production build has
// no React Profiler, but it reports every commit to React DevTools' global hook; a stand-in for
// that hook reads the committed fibers the way DevTools decides what rendered.

/**
 * Init script (before React loads): the stand-in hook. While `window.__benchRowRenders.rows` is
 * a Set, each commit adds the body rows in which a component inside a cell rendered.
 */
export function installRowRenderCounter() {
  // React's fiber tags and flag, as its DevTools read them: components that render (function,
  // class, forwardRef, memo, simple memo), DOM elements, and the flag of a fiber that rendered.
  const componentTags = [0, 1, 11, 14, 15];
  const HOST_COMPONENT = 5;
  const PERFORMED_WORK = 1;
  const counter = { rows: null };
  window.__benchRowRenders = counter;
  const rowName = (tr) => tr.querySelector('a')?.textContent ?? tr.textContent.slice(0, 20);

  const renderedRows = (root) => {
    const found = new Set();
    const stack = [{ fiber: root.current, row: null, inCell: false }];
    while (stack.length > 0) {
      const { fiber, row, inCell } = stack.pop();
      let childRow = row;
      let childInCell = inCell;
      const isHost = fiber.tag === HOST_COMPONENT;
      if (isHost && fiber.type === 'tr' && fiber.stateNode.parentElement?.tagName === 'TBODY') {
        childRow = fiber.stateNode;
        childInCell = false;
      } else if (isHost && fiber.type === 'td' && row) {
        childInCell = true;
      } else if (inCell && componentTags.includes(fiber.tag)) {
        // Reached here, a fiber without an alternate was mounted by this very render.
        if (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0) found.add(row);
      }
      // A subtree this render did not enter keeps the previous children: nothing rendered.
      if (fiber.alternate !== null && fiber.child === fiber.alternate.child) continue;
      for (let child = fiber.child; child; child = child.sibling) {
        stack.push({ fiber: child, row: childRow, inCell: childInCell });
      }
    }
    return found;
  };

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    setStrictMode: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_rendererId, root) => {
      if (!counter.rows) return;
      for (const tr of renderedRows(root)) counter.rows.add(rowName(tr));
    },
  };
}

/**
 * In the page: watches the table's body; while `window.__benchRowMutations.rows` is a Set, each
 * DOM change adds its row (rows added or removed count as changed too).
 */
export function watchRowMutations() {
  const body = document.querySelector('[data-slot="data-table"] tbody');
  if (!body) throw new Error('No table body to watch.');
  const touched = { rows: null };
  window.__benchRowMutations = touched;
  const rowName = (tr) => tr.querySelector('a')?.textContent ?? tr.textContent.slice(0, 20);
  new MutationObserver((records) => {
    if (!touched.rows) return;
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement;
      const row = node?.closest('tbody > tr');
      if (row) touched.rows.add(rowName(row));
      for (const changed of [...record.addedNodes, ...record.removedNodes]) {
        if (changed instanceof HTMLTableRowElement) touched.rows.add(rowName(changed));
      }
    }
  }).observe(body, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** In the page: starts both counts afresh. */
export function armRowCounts() {
  window.__benchRowMutations.rows = new Set();
  window.__benchRowRenders.rows = new Set();
}

/** In the page: the rows each count saw since it was armed, sorted; counting stops. */
export function readRowCounts() {
  const take = (counter) => {
    const rows = [...(counter.rows ?? [])].sort();
    counter.rows = null;
    return rows;
  };
  return { dom: take(window.__benchRowMutations), react: take(window.__benchRowRenders) };
}
