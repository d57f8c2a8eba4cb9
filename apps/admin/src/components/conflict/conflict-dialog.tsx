import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactElement } from 'react';
import type { Choice, Conflict } from './conflict-table';

export type { Conflict } from './conflict-table';

/**
 * The conflict dialog opened from code: `const [showConflict, conflictElement] = useConflict();`
 * render `{conflictElement}`, then `showConflict({ rows, onLoadTheirs, onSaveMine, onKeep })`
 * where a save answers 412. Exactly one of the three handlers runs, once.
 */
export function useConflict(): [show: (conflict: Conflict) => void, element: ReactElement] {
  // The conflict stays after closing, so the table does not vanish while the dialog fades.
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const pending = useRef<Conflict | null>(null);
  // The dialog's code loads with the first conflict, as most sessions never see one. If it
  // cannot load, the app's error alert says so and nothing is saved: the next save asks again.
  const { data: code, mutate: load } = useMutation({
    mutationFn: () => import('./conflict-table'),
  });

  const show = useCallback(
    (next: Conflict) => {
      // A newer conflict replaces one still open, which then counts as closed without a choice.
      pending.current?.onKeep();
      pending.current = next;
      setConflict(next);
      setIsOpen(true);
      load();
    },
    [load],
  );

  const onChoose = (choice: Choice) => {
    const current = pending.current;
    pending.current = null;
    setIsOpen(false);
    current?.[choice]();
  };

  const Dialog = code?.default;
  return [
    show,
    <>{Dialog ? <Dialog conflict={conflict} isOpen={isOpen} onChoose={onChoose} /> : null}</>,
  ];
}
