import * as React from 'react';
import { ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import type { TreeItemState, TreeKey } from './tree-model';

export type TreeRowProps<T> = TreeItemState & {
  item: T;
  itemKey: TreeKey;
  /** The row's id: its treeitem is named by this row only. */
  labelId: string;
  renderItem: (item: T, state: TreeItemState) => React.ReactNode;
  onExpandedChange: (key: TreeKey, isExpanded: boolean) => void;
};

function TreeRowContent<T>({
  item,
  itemKey,
  labelId,
  level,
  isExpanded,
  hasChildren,
  renderItem,
  onExpandedChange,
}: TreeRowProps<T>) {
  return (
    <div
      id={labelId}
      className="flex items-center gap-1 py-1"
      style={{ paddingLeft: `${(level - 1) * 1.25}rem` }}
    >
      {/* Mouse toggle; keyboard users have the arrow keys, so it is not a tab stop. */}
      <span
        aria-hidden="true"
        onClick={() => hasChildren && onExpandedChange(itemKey, !isExpanded)}
        className={cn(
          'inline-flex size-5 items-center justify-center',
          hasChildren ? 'cursor-pointer' : 'invisible',
        )}
      >
        <ChevronRight className={cn('size-4 transition-transform', isExpanded && 'rotate-90')} />
      </span>
      {renderItem(item, { level, isExpanded, hasChildren })}
    </div>
  );
}

/** Memoised: with a stable `renderItem` only the rows that changed render again. */
export const TreeRow = React.memo(TreeRowContent) as typeof TreeRowContent;
