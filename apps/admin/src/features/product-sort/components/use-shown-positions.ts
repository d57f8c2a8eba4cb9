import { useCallback, useLayoutEffect, useRef } from 'react';
import type { SortRow } from '../lib/sort-rows';

export type ShowPosition = (position: number) => void;

export type RegisterPositionInput = (rowKey: string, show: ShowPosition) => () => void;

// A move renumbers up to 1,000 items, and a render per field cost over the 100 ms a move may take:
// each input gets its number here, in a layout effect, before the paint.
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
