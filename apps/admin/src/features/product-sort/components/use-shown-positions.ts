import { useCallback, useLayoutEffect, useRef } from 'react';
import type { SortRow } from '../lib/sort-rows';

/** Puts an item's (new) position on screen. */
export type ShowPosition = (position: number) => void;

/** How a row's input signs up for its position; returns the cleanup that signs it off. */
export type RegisterPositionInput = (rowKey: string, show: ShowPosition) => () => void;

/**
 * The positions shown in a sort screen's inputs, fast on long lists. One move renumbers up to every
 * item of a 1,000-item list; re-rendering a field per item cost more than the 100 ms a move may
 * take, so the rows render only when their own content changes and each input is handed its number
 * here, in a layout effect, before the browser paints the move.
 */
export function useShownPositions<T>(rows: readonly SortRow<T>[]): RegisterPositionInput {
  const inputs = useRef(new Map<string, ShowPosition>());

  const register = useCallback<RegisterPositionInput>((rowKey, show) => {
    inputs.current.set(rowKey, show);
    return () => {
      // A row moving to the other column registers its new input before this runs.
      if (inputs.current.get(rowKey) === show) inputs.current.delete(rowKey);
    };
  }, []);

  // Runs after the rows' own layout effects, so inputs mounted by this render are registered.
  useLayoutEffect(() => {
    for (const row of rows) inputs.current.get(row.key)?.(row.order);
  }, [rows]);

  return register;
}
