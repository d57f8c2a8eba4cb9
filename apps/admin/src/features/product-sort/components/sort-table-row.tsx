import { ClampText, Td, Tr } from '@shop/ui/table';
import { memo, useCallback } from 'react';
import { PublishedIcon } from '../../../components/published-icon';
import { PositionInput } from './position-input';
import type { RegisterPositionInput, ShowPosition } from './use-shown-positions';

export type SortTableRowProps = {
  rowKey: string;
  name: string;
  /** Undefined: the screen has no publish column (filters). */
  isPublished: boolean | undefined;
  hasFocus: boolean;
  /** Stable, like registerInput: a new function would re-render every row of the list. */
  onCommit: (rowKey: string, text: string) => void;
  registerInput: RegisterPositionInput;
};

/** The position is no prop, so a move re-renders only the moved row and the one losing focus. */
export const SortTableRow = memo(function SortTableRow({
  rowKey,
  name,
  isPublished,
  hasFocus,
  onCommit,
  registerInput,
}: SortTableRowProps) {
  const commit = useCallback((text: string) => onCommit(rowKey, text), [onCommit, rowKey]);
  const register = useCallback(
    (show: ShowPosition) => registerInput(rowKey, show),
    [registerInput, rowKey],
  );
  return (
    <Tr className="hover:bg-muted/60">
      <Td>
        <ClampText text={name} />
      </Td>
      {isPublished === undefined ? null : (
        <Td className="w-px">
          <PublishedIcon isPublished={isPublished} />
        </Td>
      )}
      <Td className="w-px">
        {/* Named after the item; a name the server left null must not read 'null'. */}
        <PositionInput
          name={name ?? ''}
          register={register}
          hasFocus={hasFocus}
          onCommit={commit}
        />
      </Td>
    </Tr>
  );
});
