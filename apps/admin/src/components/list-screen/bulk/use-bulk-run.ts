import { useQueryClient } from '@tanstack/react-query';
import { useState, type Key } from 'react';
import { messages } from '../../../config/messages';
import { errorText } from '../../../lib/query-client';
import { loadBulkStatus } from './bulk-bar';
import type { BulkAction, BulkRun, BulkRunState, BulkSpec } from './types';
import type { Selection } from './use-selection';

/**
 * Confirm, run, report; the runner and report load only now. Records that went through leave
 * the choice, failed ones stay chosen; the feature's lists refresh once, at the end.
 */
export function useBulkRun<T>(
  bulk: BulkSpec<T> | undefined,
  selection: Selection<T>,
  getRowKey: (row: T) => Key,
  confirm: (question: string) => Promise<boolean>,
): BulkRun<T> {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulkRunState<T> | null>(null);

  const start = async (action: BulkAction<T>, rows: T[]) => {
    if (!bulk) return;
    const total = rows.length;
    setState({ phase: 'running', done: 0, total });
    const outcomes = await loadBulkStatus().then(
      ({ runBulk }) =>
        runBulk(
          rows,
          (row) => action.run(row, queryClient),
          (done) => setState({ phase: 'running', done, total }),
        ),
      // The runner could not be loaded (the connection dropped): nothing was done.
      (error: unknown) => rows.map((row) => ({ row, error: errorText(error) })),
    );
    const failed = outcomes.filter((o) => o.error !== null).map((o) => o.row);
    selection.drop(rows.filter((row) => !failed.includes(row)).map(getRowKey));
    void queryClient.invalidateQueries({ queryKey: bulk.invalidates });
    const items = outcomes.map(({ row, error }) => ({
      key: getRowKey(row),
      label: bulk.label(row),
      error,
    }));
    setState({ phase: 'report', items, action, failed });
  };

  return {
    state,
    ask: async (action) => {
      const rows = [...selection.selected.values()];
      if (await confirm(messages.bulk.question(action.label, rows.length))) {
        await start(action, rows);
      }
    },
    retry: () => void (state?.action && state.failed && start(state.action, state.failed)),
    close: () => setState(null),
  };
}
