import type { DataTableColumn } from '@shop/ui/data-table';
import { useEffect, useRef, type Key } from 'react';
import { messages } from '../../../config/messages';
import { labelOf } from '../../../lib/server-text';
import type { Selection } from './use-selection';

const m = messages.bulk;

type BoxProps = {
  label: string;
  checked: boolean;
  isMixed?: boolean;
  onToggle: (withShift: boolean) => void;
};

/** A native checkbox (Space toggles; a dash when partly chosen); Shift with the click asks a range. */
function Box({ label, checked, isMixed = false, onToggle }: BoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = isMixed;
  }, [isMixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => {
        const click = event.nativeEvent;
        onToggle(click instanceof MouseEvent && click.shiftKey);
      }}
      className="focus-ring size-4 accent-primary"
    />
  );
}

/** The first column of a list with bulk actions: 'выбрать все на странице' and one box a row. */
export function selectColumn<T>(
  selection: Selection<T>,
  getRowKey: (row: T) => Key,
  label: (row: T) => string,
): DataTableColumn<T> {
  return {
    id: 'select',
    // On a phone the header shows above the cards, and the box says what it does.
    header: (
      <label className="inline-flex items-center gap-2 font-normal">
        <Box
          label={m.selectPage}
          checked={selection.pageState === 'all'}
          isMixed={selection.pageState === 'some'}
          onToggle={selection.togglePage}
        />
        <span aria-hidden="true" className="ui-card-only">
          {m.selectPage}
        </span>
      </label>
    ),
    className: 'w-px',
    cell: (row) => (
      <Box
        label={labelOf(m.selectRow, label(row))}
        checked={selection.selected.has(getRowKey(row))}
        onToggle={(withShift) => selection.toggle(row, withShift)}
      />
    ),
  };
}
