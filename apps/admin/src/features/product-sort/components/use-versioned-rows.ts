import type { Versioned } from '@shop/api-client';
import { useState } from 'react';
import { toSortRows, type RowDescription, type SortRow } from '../lib/sort-rows';

// The rows restart from each server answer, except while a conflict is decided: then another's
// save does not replace what the user arranged until they choose.
export function useVersionedRows<T>(
  data: Versioned<T[]> | undefined,
  describe: (item: T, index: number) => RowDescription,
) {
  const [seen, setSeen] = useState<Versioned<T[]> | undefined>(undefined);
  const [basis, setBasis] = useState<Versioned<T[]> | undefined>(undefined);
  const [rows, setRows] = useState<readonly SortRow<T>[]>([]);
  const [movedKey, setMovedKey] = useState<string | null>(null);
  const [isHeld, setIsHeld] = useState(false);

  const startFrom = (version: Versioned<T[]> | undefined) => {
    setBasis(version);
    setRows(toSortRows(version?.value ?? [], describe));
    setMovedKey(null);
  };
  if (data !== seen) {
    setSeen(data);
    if (!isHeld) startFrom(data);
  }

  return {
    rows,
    setRows,
    movedKey,
    setMovedKey,
    basis,
    isDirty: rows.some((row, index) => row.item !== basis?.value[index]),
    /** Starts over from a version ('Загрузить их версию'), and ends a hold. */
    startFrom: (version: Versioned<T[]>) => {
      setIsHeld(false);
      startFrom(version);
    },
    hold: () => setIsHeld(true),
    release: () => setIsHeld(false),
  };
}
