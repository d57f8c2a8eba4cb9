import { NumberField } from '@shop/ui/number-field';
import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '../../../config/messages';
import { positionError } from '../lib/sort-rows';
import type { ShowPosition } from './use-shown-positions';

// Off-screen fields skip layout (content-visibility), placeheld at the input's size so nothing
// shifts; the padding keeps the focus outline inside the paint containment.
const fieldClassName =
  '-m-1 gap-0 p-1 [content-visibility:auto] [contain-intrinsic-size:auto_4rem_auto_2.25rem] sm:[contain-intrinsic-size:auto_6rem_auto_2.25rem]';

export type PositionInputProps = {
  name: string;
  /** Gets the item's position after each move (useShownPositions); returns the cleanup. Stable. */
  register: (show: ShowPosition) => () => void;
  /** Enter: the typed text, for the list to apply (or ignore) as a new position. Stable. */
  onCommit: (text: string) => void;
  /** The item just moved: it keeps the focus, even as a new input in the other column. */
  hasFocus?: boolean;
};

// One item's sort number (docs/product-rules.md#sorting): a typed draft until Enter; Escape or
// blur drops it. Uncontrolled, so a move that renumbers the list re-renders no field.
export const PositionInput = memo(function PositionInput({
  name,
  register,
  onCommit,
  hasFocus = false,
}: PositionInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const position = useRef('');
  const [error, setError] = useState<string | undefined>(undefined);

  useLayoutEffect(
    () =>
      register((next) => {
        const text = String(next);
        if (position.current === text) return;
        position.current = text;
        if (input.current) input.current.value = text;
      }),
    [register],
  );

  useEffect(() => {
    if (hasFocus && document.activeElement !== input.current) input.current?.focus();
  }, [hasFocus]);

  const dropDraft = (element: HTMLInputElement) => {
    element.value = position.current;
    setError(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Also keeps Enter from submitting the surrounding form (the Save button).
      event.preventDefault();
      const text = event.currentTarget.value;
      // A rejected position leaves the item's number; an accepted one comes back renumbered.
      dropDraft(event.currentTarget);
      if (text !== position.current) onCommit(text);
    } else if (event.key === 'Escape') {
      dropDraft(event.currentTarget);
    }
  };

  return (
    <NumberField
      ref={input}
      label={<span className="sr-only">{messages.sorting.positionOf(name)}</span>}
      containerClassName={fieldClassName}
      // Four digits fit in the phone's width too, where a wider field pushed the table sideways.
      className="h-9 w-16 sm:w-24"
      isInteger
      min={0}
      error={error}
      onChange={(event) => setError(positionError(event.target.value))}
      onKeyDown={onKeyDown}
      onBlur={(event) => dropDraft(event.currentTarget)}
    />
  );
});
