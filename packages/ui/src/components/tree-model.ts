import type * as React from 'react';

export type TreeKey = string | number;

export type TreeItemState = { level: number; isExpanded: boolean; hasChildren: boolean };

export type TreeAccessors<T> = {
  getKey: (item: T) => TreeKey;
  getChildren: (item: T) => readonly T[] | null | undefined;
};

/** One item the tree shows (its ancestors are all expanded), in display order. */
export type VisibleNode<T> = {
  item: T;
  key: TreeKey;
  parent: TreeKey | null;
  level: number;
  /** Siblings including this item, and its 1-based place among them (aria-setsize/posinset). */
  setSize: number;
  posInSet: number;
  hasChildren: boolean;
  isExpanded: boolean;
};

/** Depth-first list of the items not hidden by a collapsed ancestor. */
export function visibleNodes<T>(
  items: readonly T[],
  { getKey, getChildren }: TreeAccessors<T>,
  collapsed: ReadonlySet<TreeKey>,
): VisibleNode<T>[] {
  const visible: VisibleNode<T>[] = [];
  const collect = (list: readonly T[], parent: TreeKey | null, level: number) => {
    list.forEach((item, index) => {
      const key = getKey(item);
      const children = getChildren(item) ?? [];
      const hasChildren = children.length > 0;
      const isExpanded = hasChildren && !collapsed.has(key);
      visible.push({
        item,
        key,
        parent,
        level,
        setSize: list.length,
        posInSet: index + 1,
        hasChildren,
        isExpanded,
      });
      if (isExpanded) collect(children, key, level + 1);
    });
  };
  collect(items, null, 1);
  return visible;
}

export function countNodes<T>(
  items: readonly T[],
  getChildren: TreeAccessors<T>['getChildren'],
): number {
  return items.reduce((sum, item) => sum + 1 + countNodes(getChildren(item) ?? [], getChildren), 0);
}

/** What the nested and the windowed renderings of a tree share. */
export type TreeBodyProps<T> = {
  visible: readonly VisibleNode<T>[];
  /** Index in `visible` of the one item reachable with Tab (roving tabindex). */
  tabStopIndex: number;
  renderItem: (item: T, state: TreeItemState) => React.ReactNode;
  setExpanded: (key: TreeKey, isExpanded: boolean) => void;
  setFocusedKey: (key: TreeKey) => void;
  label: string;
  className?: string;
};
