import { NumberField } from '@shop/ui/number-field';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '../../../config/messages';
import { positionError } from '../lib/sort-rows';

export type PositionInputProps = {
  /** The item's name, for the input's accessible name. */
  name: string;
  position: number;
  /** Enter: the typed text, for the list to apply (or ignore) as a new position. */
  onCommit: (text: string) => void;
  /**
   * The item just moved: it keeps the focus even when it lands in the other column (another
   * table, so a new input).
   */
  hasFocus?: boolean;
};

/**
 * The sort number of one item (SPEC §4): it shows the item's position; a typed value is a
 * draft until Enter hands it to the list. Escape or leaving the field drops the draft, so the
 * input never shows a number that is not the item's position once the user is done with it.
 */
export function PositionInput({ name, position, onCommit, hasFocus = false }: PositionInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (hasFocus && document.activeElement !== input.current) input.current?.focus();
  }, [hasFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Also keeps Enter from submitting the surrounding form (the Save button).
      event.preventDefault();
      if (draft !== null) onCommit(draft);
      setDraft(null);
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  return (
    <NumberField
      ref={input}
      label={<span className="sr-only">{messages.sorting.positionOf(name)}</span>}
      containerClassName="gap-0"
      className="h-9 w-24"
      isInteger
      min={0}
      value={draft ?? String(position)}
      error={draft === null ? undefined : positionError(draft)}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => setDraft(null)}
    />
  );
}
