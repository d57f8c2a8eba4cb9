import { useCallback, useEffect, useState } from 'react';

/** Tells the screen whether one of its forms (an add row, a promotion card) has unsaved edits. */
export type ReportDirty = (row: string, isDirty: boolean) => void;

/**
 * The screen's forms with unsaved edits (promotion rows, a new slide): the router takes one
 * leave-guard per page, so the screen guards them all at once.
 */
export function useDirtyRows(): [isAnyDirty: boolean, report: ReportDirty] {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportDirty>((row, isDirty) => {
    setDirty((current) => {
      if (current.has(row) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(row);
      else next.delete(row);
      return next;
    });
  }, []);
  return [dirty.size > 0, report];
}

/** Reports a row's unsaved edits while it is shown; a row that goes away has none. */
export function useReportDirty(row: string, isDirty: boolean, report: ReportDirty) {
  useEffect(() => {
    report(row, isDirty);
  }, [row, isDirty, report]);
  useEffect(() => () => report(row, false), [row, report]);
}
