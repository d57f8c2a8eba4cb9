import { useRef, useState, type Key } from 'react';

export type Selection<T> = {
  /** The chosen records by key, each row as it was when chosen (other pages are not on screen). */
  selected: ReadonlyMap<Key, T>;
  /** The header checkbox: every row of the page chosen, some, or none. */
  pageState: 'all' | 'some' | 'none';
  /** A row checkbox click; with Shift, the rows since the last click (on this page) follow it. */
  toggle: (row: T, withShift: boolean) => void;
  /** Chooses the whole page, or leaves it all out when it was all chosen. */
  togglePage: () => void;
  /** Leaves these keys out (the records an action went through). */
  drop: (keys: readonly Key[]) => void;
  clear: () => void;
};

/** The chosen rows of a list, kept across pages and searches until the screen is left. */
export function useSelection<T>(rows: readonly T[], getRowKey: (row: T) => Key): Selection<T> {
  const [selected, setSelected] = useState<ReadonlyMap<Key, T>>(() => new Map());
  const anchor = useRef<Key | null>(null);
  const keys = rows.map(getRowKey);
  const chosenHere = keys.filter((key) => selected.has(key)).length;
  const pageState = chosenHere === 0 ? 'none' : chosenHere === keys.length ? 'all' : 'some';

  const set = (some: readonly T[], on: boolean) => {
    const next = new Map(selected);
    for (const row of some) {
      if (on) next.set(getRowKey(row), row);
      else next.delete(getRowKey(row));
    }
    setSelected(next);
  };

  return {
    selected,
    pageState,
    toggle: (row, withShift) => {
      const key = getRowKey(row);
      const to = keys.indexOf(key);
      const from = withShift && anchor.current !== null ? keys.indexOf(anchor.current) : -1;
      anchor.current = key;
      const range = from === -1 ? [row] : rows.slice(Math.min(from, to), Math.max(from, to) + 1);
      set(range, !selected.has(key));
    },
    togglePage: () => set(rows, pageState !== 'all'),
    // After a run: the choice may have changed meanwhile, so from the latest one.
    drop: (done) =>
      setSelected((current) => new Map([...current].filter(([key]) => !done.includes(key)))),
    clear: () => setSelected(new Map()),
  };
}
