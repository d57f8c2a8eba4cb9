import * as React from 'react';

/** Rows of equal height in a list that scrolls with the page: which of them are near the window. */
export type WindowRows = {
  /** First and one-past-last index worth rendering (the window plus `overscan` rows each side). */
  start: number;
  end: number;
  rowHeight: number;
  /** Scrolls the page just enough to bring row `index` into view (the browser does the rest). */
  scrollToRow: (index: number) => void;
};

/** Until a row is measured (and always in jsdom, which lays nothing out). */
const ESTIMATED_ROW_HEIGHT = 36;

const listTopOf = (list: HTMLElement) => list.getBoundingClientRect().top + window.scrollY;

/**
 * A few lines of windowing for one-line rows (a row's place is its index times the height; the
 * page is the only scroll) instead of @tanstack/react-virtual's 10 kB gzipped (see
 * docs/decisions/003-performance-budgets.md). Re-renders only when the window crosses a row.
 */
export function useWindowRows(
  listRef: React.RefObject<HTMLElement | null>,
  count: number,
  overscan: number,
): WindowRows {
  const [rowHeight, setRowHeight] = React.useState(ESTIMATED_ROW_HEIGHT);
  const listTop = React.useRef(0);
  const [first, setFirst] = React.useState(0);
  const [rowsInView, setRowsInView] = React.useState(() =>
    Math.ceil(window.innerHeight / ESTIMATED_ROW_HEIGHT),
  );

  const update = React.useCallback(() => {
    setFirst(Math.max(0, Math.floor((window.scrollY - listTop.current) / rowHeight)));
    setRowsInView(Math.ceil(window.innerHeight / rowHeight) + 1);
  }, [rowHeight]);

  // Where the list starts on the page and how tall a row is change only when the page reflows.
  React.useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    listTop.current = listTopOf(list);
    const row = list.querySelector<HTMLElement>('[role=treeitem]');
    if (row && row.offsetHeight > 0) setRowHeight(row.offsetHeight);
    update();
  }, [listRef, count, update]);

  React.useEffect(() => {
    const onResize = () => {
      if (listRef.current) listTop.current = listTopOf(listRef.current);
      update();
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', onResize);
    };
  }, [listRef, update]);

  const scrollToRow = React.useCallback(
    (index: number) => {
      const top = listTop.current + index * rowHeight;
      if (top < window.scrollY) window.scrollTo({ top });
      else if (top + rowHeight > window.scrollY + window.innerHeight) {
        window.scrollTo({ top: top + rowHeight - window.innerHeight });
      }
    },
    [rowHeight],
  );

  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + rowsInView + overscan),
    rowHeight,
    scrollToRow,
  };
}
