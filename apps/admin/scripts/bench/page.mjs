// Browser-side measurement: a probe installed before the app runs records performance.now()
// when its condition first holds, then waits for the next animation frame (the paint).

/**
 * Init script: watches the DOM; when `probeSource` (a function body returning a boolean) first
 * holds, stores `window.__benchSeen` and, one rAF later, `window.__benchDone`.
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
      window.__benchDone = performance.now();
    });
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

export const probes = {
  loginForm: `return [...document.querySelectorAll('label')].some(
    (l) => l.control && l.control.tagName === 'INPUT' && l.textContent.trim().startsWith('Логин'));`,
  ordersRow: `for (const a of document.querySelectorAll('tr a')) {
      if (a.textContent.trim() === '10452') { const r = a.getBoundingClientRect();
        return r.width > 0 && r.height > 0; } }
    return false;`,
  lastRow: (text) => `const rows = document.querySelectorAll('tbody tr');
    return rows.length > 0 && rows[rows.length - 1].textContent.includes(${JSON.stringify(text)});`,
  lastTreeItem: (count, text) => `const items = document.querySelectorAll('[role=treeitem]');
    return items.length >= ${count} && items[items.length - 1].textContent.includes(${JSON.stringify(text)});`,
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
