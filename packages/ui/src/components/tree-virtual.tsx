import * as React from 'react';
import { cn } from '../lib/cn';
import { handleTreeKeyDown } from './tree-keyboard';
import type { TreeBodyProps } from './tree-model';
import { TreeRow } from './tree-row';
import { useWindowRows } from './use-window-rows';

/** Rows rendered past each edge of the window, so scrolling rarely shows a gap. */
const OVERSCAN = 10;

/**
 * The tree as a flat list with only the rows near the window in the DOM, scrolling with the
 * page; aria-level, aria-setsize and aria-posinset carry the structure.
 */
export function VirtualTree<T>({
  visible,
  tabStopIndex,
  renderItem,
  setExpanded,
  setFocusedKey,
  label,
  className,
}: TreeBodyProps<T>) {
  const listRef = React.useRef<HTMLUListElement>(null);
  const pendingFocus = React.useRef<string | null>(null);
  const treeId = React.useId();
  const { start, end, rowHeight, scrollToRow } = useWindowRows(listRef, visible.length, OVERSCAN);

  const itemElement = (key: string) =>
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`) ?? undefined;

  // A keyboard target is focused once rendered, which scrolls it fully into view.
  React.useLayoutEffect(() => {
    const key = pendingFocus.current;
    const element = key === null ? undefined : itemElement(key);
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  });

  const focusIndex = (index: number) => {
    const node = visible[index];
    if (!node) return;
    setFocusedKey(node.key);
    const element = itemElement(String(node.key));
    if (element) return element.focus();
    pendingFocus.current = String(node.key);
    scrollToRow(index);
  };

  // The rows in view, and the tab stop wherever it is: Tab still enters the tree there, and the
  // focused row is not dropped (taking focus with it) when the page scrolls away from it.
  const indexes: number[] = [];
  if (tabStopIndex < start) indexes.push(tabStopIndex);
  for (let index = start; index < end; index++) indexes.push(index);
  if (tabStopIndex >= end && tabStopIndex < visible.length) indexes.push(tabStopIndex);

  return (
    <ul
      ref={listRef}
      role="tree"
      aria-label={label}
      data-slot="tree"
      data-item-count={visible.length}
      className={cn('relative text-sm text-foreground', className)}
      style={{ height: visible.length * rowHeight }}
      onKeyDown={(event) => {
        // Keys pressed before the row the last one moved to is rendered act on that row.
        const pending = pendingFocus.current;
        const isPendingShown = visible.some((node) => String(node.key) === pending);
        handleTreeKeyDown(
          event,
          visible,
          { focusIndex, setExpanded },
          isPendingShown && pending !== null ? pending : undefined,
        );
      }}
    >
      {indexes.map((index) => {
        const node = visible[index];
        if (!node) return null;
        const { item, key, level, hasChildren, isExpanded } = node;
        const labelId = `${treeId}-${String(key)}`;
        return (
          <li
            key={key}
            role="treeitem"
            data-slot="tree-item"
            data-key={String(key)}
            aria-level={level}
            aria-setsize={node.setSize}
            aria-posinset={node.posInSet}
            aria-expanded={hasChildren ? isExpanded : undefined}
            aria-labelledby={labelId}
            tabIndex={index === tabStopIndex ? 0 : -1}
            // Focus inside a row makes it the current item, which keeps it rendered.
            onFocus={() => {
              if (pendingFocus.current !== String(key)) pendingFocus.current = null;
              setFocusedKey(key);
            }}
            className="focus-ring absolute inset-x-0 rounded-sm"
            style={{ top: index * rowHeight }}
          >
            <TreeRow
              item={item}
              itemKey={key}
              labelId={labelId}
              level={level}
              isExpanded={isExpanded}
              hasChildren={hasChildren}
              renderItem={renderItem}
              onExpandedChange={setExpanded}
            />
          </li>
        );
      })}
    </ul>
  );
}
