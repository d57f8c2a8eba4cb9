// Browser-side measurement: a probe installed before the app runs records performance.now()
// when its condition first holds, then waits until the frame that shows it has been painted:
// a task posted from requestAnimationFrame runs after that frame's style, layout and paint.

/**
 * Init script: watches the DOM; when `probeSource` (a function body returning a boolean) first
 * holds, stores `window.__benchSeen` and, once that frame is painted, `window.__benchDone`.
 */
export function installProbe(probeSource) {
  const probe = new Function(probeSource);
  const check = () => {
    if (window.__benchSeen !== undefined) return;
    let hit = false;
    try {
      hit = probe();
    } catch {
      hit = false;
    }
    if (!hit) return;
    window.__benchSeen = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__benchDone = performance.now();
      };
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** An input whose label starts with `text` is in the DOM. */
const labelledInput = (text) => `return [...document.querySelectorAll('label')].some(
    (l) => l.control && l.control.tagName === 'INPUT'
      && l.textContent.trim().startsWith(${JSON.stringify(text)}));`;

export const probes = {
  loginForm: labelledInput('Логин'),
  /** The sign-in form of the react-admin reference app (its English texts). */
  referenceLoginForm: labelledInput('Username'),
  ordersRow: `for (const a of document.querySelectorAll('tr a')) {
      if (a.textContent.trim() === '10452') { const r = a.getBoundingClientRect();
        return r.width > 0 && r.height > 0; } }
    return false;`,
  firstRow: (text) => `const row = document.querySelector('tbody tr');
    return Boolean(row && row.textContent.includes(${JSON.stringify(text)}));`,
  firstTreeItem: (text) => `const item = document.querySelector('[role=treeitem]');
    return Boolean(item && item.textContent.includes(${JSON.stringify(text)}));`,
  /**
   * Body rows the table has: its aria-rowcount (minus the header row) when it renders only a
   * window of them, else the rows in the DOM.
   */
  rowCount: () => {
    const table = document.querySelector('table');
    const declared = Number(table?.getAttribute('aria-rowcount'));
    return declared > 0 ? declared - 1 : document.querySelectorAll('tbody tr').length;
  },
  /** Tree items: the DOM's, or the tree's own count when it renders only a window. */
  treeItemCount: () => {
    const tree = document.querySelector('[role=tree]');
    const declared = Number(tree?.getAttribute('data-item-count'));
    return declared > 0 ? declared : document.querySelectorAll('[role=treeitem]').length;
  },
};

/**
 * In the page: from the next keydown on, checks each frame whether the `name` row is the
 * `position`-th body row of the sort tables; resolves with keydown → one frame after that.
 */
export function armSortMove({ name, position }) {
  window.__benchMove = new Promise((resolve) => {
    const atPlace = () => {
      const rows = document.querySelectorAll('tbody tr');
      const row = rows[position - 1];
      return Boolean(row && row.cells[0] && row.cells[0].textContent.trim() === name);
    };
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter') return;
        const start = performance.now();
        const frame = () => {
          if (!atPlace()) return requestAnimationFrame(frame);
          requestAnimationFrame(() => resolve(performance.now() - start));
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}
