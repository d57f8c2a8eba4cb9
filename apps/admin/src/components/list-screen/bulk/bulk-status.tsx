import { Button } from '@shop/ui/button';
import { useEffect, useRef, type Key } from 'react';
import { messages } from '../../../config/messages';

// Loaded with the progress and the report when an action is confirmed, never before.
export { runBulk } from './run-bulk';

const m = messages.bulk;

/** What the bar shows under its buttons: a run's progress, then its report. */
export type BulkStatusView =
  | { phase: 'running'; done: number; total: number }
  | { phase: 'report'; items: readonly { key: Key; label: string; error: string | null }[] };

type BulkStatusProps = { view: BulkStatusView; onRetry: () => void; onClose: () => void };

export default function BulkStatus({ view, onRetry, onClose }: BulkStatusProps) {
  if (view.phase === 'running') {
    const { done, total } = view;
    return (
      <div
        role="progressbar"
        aria-label={m.progress}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full bg-primary" style={{ width: `${(done / total) * 100}%` }} />
      </div>
    );
  }
  return <BulkReport items={view.items} onRetry={onRetry} onClose={onClose} />;
}

/**
 * A run's report: how many went through and each failure with the server's text, 'Повторить'
 * for those alone. It takes the focus on arrival, so a screen reader reads the count.
 */
function BulkReport({
  items,
  onRetry,
  onClose,
}: Omit<BulkStatusProps, 'view'> & {
  items: Extract<BulkStatusView, { phase: 'report' }>['items'];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const failed = items.filter((item) => item.error !== null);
  return (
    <div className="flex flex-col items-start gap-2">
      <h2 ref={heading} tabIndex={-1} className="focus-ring font-semibold">
        {m.done(items.length - failed.length, items.length)}
      </h2>
      {failed.length > 0 ? (
        // A long list scrolls within the bar; focusable, so the keyboard scrolls it too.
        <ul
          aria-label={m.failures}
          tabIndex={0}
          className="focus-ring max-h-40 w-full overflow-y-auto text-sm"
        >
          {failed.map((item) => (
            <li key={item.key}>
              <b>{item.label}</b>: <span className="text-danger">{item.error}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        {failed.length > 0 ? (
          <Button size="sm" onClick={onRetry}>
            {m.retry}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
      </div>
    </div>
  );
}
