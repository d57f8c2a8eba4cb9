import { Button } from '@shop/ui/button';
import { lazy, Suspense } from 'react';
import { messages } from '../../../config/messages';
import type { BulkAction, BulkRun, BulkSpec } from './types';

const m = messages.bulk;

/** The runner, the progress and the report: fetched when an action is confirmed, never before. */
export const loadBulkStatus = () => import('./bulk-status');

const BulkStatus = lazy(loadBulkStatus);

/** The list's buttons: the flag's two actions where it has one, then 'Удалить'. */
function actionsOf<T>({ publish, enable, remove }: BulkSpec<T>): BulkAction<T>[] {
  const flag = (set: BulkSpec<T>['publish'], on: string, off: string): BulkAction<T>[] =>
    set
      ? [
          { label: on, run: (row, client) => set(row, true, client) },
          { label: off, run: (row, client) => set(row, false, client) },
        ]
      : [];
  return [
    ...flag(publish, m.publish, m.unpublish),
    ...flag(enable, m.enable, m.disable),
    { label: m.delete, run: remove, isDanger: true },
  ];
}

type BulkBarProps<T> = { bulk: BulkSpec<T>; count: number; run: BulkRun<T>; onClear: () => void };

/** The chosen records' count, actions, progress and report, stuck to the bottom to stay in reach. */
export function BulkBar<T>({ bulk, count, run, onClear }: BulkBarProps<T>) {
  const { state } = run;
  if (count === 0 && state === null) return null;
  const isIdle = count > 0 && state?.phase !== 'running';
  return (
    <section
      aria-label={m.bar}
      className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-medium">{m.selected(count)}</p>
        {actionsOf(bulk).map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.isDanger ? 'danger' : 'secondary'}
            disabled={!isIdle}
            onClick={() => void run.ask(action)}
          >
            {action.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" disabled={!isIdle} onClick={onClear}>
          {m.clear}
        </Button>
      </div>
      {state ? (
        <Suspense>
          <BulkStatus view={state} onRetry={run.retry} onClose={run.close} />
        </Suspense>
      ) : null}
    </section>
  );
}
