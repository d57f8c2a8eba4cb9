// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

type Row = { id: number; name: string };
const pageOf = (from: number): Row[] =>
  Array.from({ length: 5 }, (_, i) => ({ id: from + i, name: `Запись ${from + i}` }));
const keyOf = (row: Row) => row.id;

function setup() {
  return renderHook(({ rows }) => useSelection(rows, keyOf), {
    initialProps: { rows: pageOf(1) },
  });
}

const chosenIds = (selected: ReadonlyMap<React.Key, Row>) => [...selected.keys()].sort();

describe('useSelection', () => {
  it('toggles one row; Shift+click gives the range the clicked row’s new state', () => {
    const { result } = setup();
    const [a, b, c, d, e] = pageOf(1) as [Row, Row, Row, Row, Row];
    // No row clicked before: Shift changes this row alone.
    act(() => result.current.toggle(d, true));
    expect(chosenIds(result.current.selected)).toEqual([4]);
    act(() => result.current.toggle(d, false));
    act(() => result.current.toggle(b, false));
    act(() => result.current.toggle(e, true));
    expect(chosenIds(result.current.selected)).toEqual([2, 3, 4, 5]);
    expect(result.current.pageState).toBe('some');

    // From the anchor (5) back to 3, now unchosen: 3, 4 and 5 leave the choice.
    act(() => result.current.toggle(c, true));
    expect(chosenIds(result.current.selected)).toEqual([2]);

    act(() => result.current.toggle(a, false));
    act(() => result.current.toggle(d, false));
    expect(chosenIds(result.current.selected)).toEqual([1, 2, 4]);
  });

  it('keeps the choice across pages, with each row as it was chosen', () => {
    const { result, rerender } = setup();
    act(() => result.current.toggle(pageOf(1)[1] as Row, false));
    rerender({ rows: pageOf(6) });
    expect(result.current.pageState).toBe('none');
    act(() => result.current.togglePage());
    expect(chosenIds(result.current.selected)).toEqual([10, 2, 6, 7, 8, 9]);
    expect(result.current.selected.get(2)).toEqual({ id: 2, name: 'Запись 2' });
    expect(result.current.pageState).toBe('all');

    // The header box on a fully chosen page leaves out that page only.
    act(() => result.current.togglePage());
    expect(chosenIds(result.current.selected)).toEqual([2]);
  });

  it('does not stretch a Shift+click range from a row of another page', () => {
    const { result, rerender } = setup();
    act(() => result.current.toggle(pageOf(1)[0] as Row, false));
    rerender({ rows: pageOf(6) });
    act(() => result.current.toggle(pageOf(6)[3] as Row, true));
    expect(chosenIds(result.current.selected)).toEqual([1, 9]);
  });

  it('drops the given keys and clears', () => {
    const { result } = setup();
    act(() => result.current.togglePage());
    act(() => result.current.drop([1, 3]));
    expect(chosenIds(result.current.selected)).toEqual([2, 4, 5]);
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });
});
