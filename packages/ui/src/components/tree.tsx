import * as React from 'react';
import { countNodes, visibleNodes, type TreeItemState, type TreeKey } from './tree-model';
import { NestedTree } from './tree-nested';
import { VirtualTree } from './tree-virtual';

export type { TreeItemState } from './tree-model';

export type TreeProps<T> = {
  items: readonly T[];
  /** Pass stable functions (module level or memoised): items are re-derived when they change. */
  getKey: (item: T) => string | number;
  getChildren: (item: T) => readonly T[] | null | undefined;
  /** Pass a stable function: rows re-render only when it or their own state changes. */
  renderItem: (item: T, state: TreeItemState) => React.ReactNode;
  label: string;
  className?: string;
};

/**
 * From this many items (collapsed ones included, so toggling never switches) a tree renders only
 * the rows in view: rendering all of a 2,000-item tree takes most of a second.
 */
export const VIRTUALIZE_FROM = 200;

/**
 * A WAI-ARIA tree (roving tabindex, arrows, Home/End, Enter activates the item's first link or
 * button), fully expanded at first. `data-item-count` is the number of visible items.
 */
export function Tree<T>({ items, getKey, getChildren, ...rest }: TreeProps<T>) {
  // Collapsed keys rather than expanded ones, so items arriving later start expanded too.
  const [collapsed, setCollapsed] = React.useState<ReadonlySet<TreeKey>>(() => new Set());
  const [focusedKey, setFocusedKey] = React.useState<TreeKey | null>(null);

  const visible = React.useMemo(
    () => visibleNodes(items, { getKey, getChildren }, collapsed),
    [items, getKey, getChildren, collapsed],
  );
  const isLarge = React.useMemo(
    () => countNodes(items, getChildren) >= VIRTUALIZE_FROM,
    [items, getChildren],
  );
  const focusedIndex = visible.findIndex((node) => node.key === focusedKey);

  const setExpanded = React.useCallback(
    (key: TreeKey, isExpanded: boolean) =>
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (isExpanded) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  const body = {
    ...rest,
    visible,
    tabStopIndex: Math.max(focusedIndex, 0),
    setExpanded,
    setFocusedKey,
  };
  return isLarge ? <VirtualTree {...body} /> : <NestedTree {...body} />;
}
