import type * as React from 'react';
import type { TreeKey, VisibleNode } from './tree-model';

export type TreeKeyboardActions = {
  /** Moves focus (and the tab stop) to the visible item at `index`. */
  focusIndex: (index: number) => void;
  setExpanded: (key: TreeKey, isExpanded: boolean) => void;
};

/**
 * The WAI-ARIA tree keys on a focused item. `currentKey` is the item they act on when focus has
 * not reached it yet (a windowed tree focuses it once rendered), so quick presses are not lost.
 */
export function handleTreeKeyDown<T>(
  event: React.KeyboardEvent<HTMLElement>,
  visible: readonly VisibleNode<T>[],
  { focusIndex, setExpanded }: TreeKeyboardActions,
  currentKey?: string,
) {
  const target = event.target;
  // Keys typed inside an item's own controls (links, buttons) are theirs.
  if (!(target instanceof HTMLElement) || target.getAttribute('role') !== 'treeitem') return;
  const key = currentKey ?? target.dataset.key;
  const index = visible.findIndex((node) => String(node.key) === key);
  const node = visible[index];
  if (!node) return;

  const actions: Record<string, () => void> = {
    ArrowDown: () => focusIndex(index + 1),
    ArrowUp: () => focusIndex(index - 1),
    Home: () => focusIndex(0),
    End: () => focusIndex(visible.length - 1),
    ArrowRight: () => {
      if (node.hasChildren && !node.isExpanded) setExpanded(node.key, true);
      else if (node.isExpanded) focusIndex(index + 1);
    },
    ArrowLeft: () => {
      if (node.isExpanded) setExpanded(node.key, false);
      else if (node.parent !== null) focusIndex(visible.findIndex((n) => n.key === node.parent));
    },
    // While focus is still on its way to another item, the focused one's link is not meant.
    Enter: () =>
      key === target.dataset.key && target.querySelector<HTMLElement>('a, button')?.click(),
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}
