import { Button } from '@shop/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@shop/ui/dialog';
import { Table, TBody, Td, Th, THead, Tr } from '@shop/ui/table';
import { useCallback, useRef, useState, type ReactElement } from 'react';
import { messages } from '../../config/messages';
import type { ConflictRow } from './conflict-rows';

const m = messages.conflict;

/** A save refused because someone saved in between (412): what differs and the two ways on. */
export type Conflict = {
  rows: readonly ConflictRow[];
  /** The first column's heading: a record's field, or an item of a list. */
  rowHeader: string;
  /** 'Загрузить их версию': what the user typed gives way to the saved version. */
  onLoadTheirs: () => void;
  /** 'Сохранить мою поверх': the user's version is saved over theirs. */
  onSaveMine: () => void;
  /** Closed without a choice (Escape, the cross): the screen stays as it was, unsaved. */
  onKeep: () => void;
};

type Choice = 'onLoadTheirs' | 'onSaveMine' | 'onKeep';

const cellClassName = 'max-w-64 align-top whitespace-pre-line wrap-anywhere';

type ConflictDialogProps = {
  conflict: Conflict | null;
  isOpen: boolean;
  onChoose: (choice: Choice) => void;
};

/** The one conflict dialog of every editor and every list saved as a whole. */
function ConflictDialog({ conflict, isOpen, onChoose }: ConflictDialogProps) {
  const rows = conflict?.rows ?? [];
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onChoose('onKeep'))}>
      <DialogContent title={m.title} description={m.description} sizeClassName="max-w-4xl">
        {rows.length === 0 ? (
          <p className="text-sm">{m.same}</p>
        ) : (
          <Table>
            <THead>
              <Tr>
                <Th>{conflict?.rowHeader}</Th>
                <Th>{m.yours}</Th>
                <Th>{m.theirs}</Th>
                <Th>{m.loaded}</Th>
              </Tr>
            </THead>
            <TBody>
              {rows.map((row) => (
                <Tr key={row.key}>
                  <Th scope="row" className="align-top whitespace-normal">
                    {row.label}
                  </Th>
                  <Td className={cellClassName}>{row.yours}</Td>
                  <Td className={cellClassName}>{row.theirs}</Td>
                  <Td className={cellClassName}>{row.loaded}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => onChoose('onLoadTheirs')}>
            {m.loadTheirs}
          </Button>
          <Button type="button" variant="danger" onClick={() => onChoose('onSaveMine')}>
            {m.saveMine}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

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

  const show = useCallback((next: Conflict) => {
    // A newer conflict replaces one still open, which then counts as closed without a choice.
    pending.current?.onKeep();
    pending.current = next;
    setConflict(next);
    setIsOpen(true);
  }, []);

  const onChoose = (choice: Choice) => {
    const current = pending.current;
    pending.current = null;
    setIsOpen(false);
    current?.[choice]();
  };

  return [show, <ConflictDialog conflict={conflict} isOpen={isOpen} onChoose={onChoose} />];
}
