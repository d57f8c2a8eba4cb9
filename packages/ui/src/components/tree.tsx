import * as React from 'react';
import { ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';

export type TreeItemState = { level: number; isExpanded: boolean; hasChildren: boolean };

export type TreeProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string | number;
  getChildren: (item: T) => readonly T[] | null | undefined;
  renderItem: (item: T, state: TreeItemState) => React.ReactNode;
  /** The tree's accessible name, e.g. 'Категории'. */
  label: string;
  className?: string;
};

type VisibleNode<T> = { item: T; key: string | number; parent: string | number | null };

/**
 * A nested list following the WAI-ARIA tree pattern: one tab stop (roving tabindex),
 * Up/Down move, Right expands or enters, Left collapses or goes to the parent, Home/End,
 * Enter activates the item's first link or button. Starts fully expanded.
 */
export function Tree<T>({
  items,
  getKey,
  getChildren,
  renderItem,
  label,
  className,
}: TreeProps<T>) {
  // Collapsed keys rather than expanded ones, so items arriving later start expanded too.
  const [collapsed, setCollapsed] = React.useState<ReadonlySet<string | number>>(new Set());
  const [focusedKey, setFocusedKey] = React.useState<string | number | null>(null);
  const elements = React.useRef(new Map<string | number, HTMLLIElement>());

  const children = (item: T) => getChildren(item) ?? [];

  const visible: VisibleNode<T>[] = [];
  const collect = (list: readonly T[], parent: string | number | null) => {
    for (const item of list) {
      const key = getKey(item);
      visible.push({ item, key, parent });
      if (!collapsed.has(key)) collect(children(item), key);
    }
  };
  collect(items, null);

  const tabStop = visible.some((node) => node.key === focusedKey) ? focusedKey : visible[0]?.key;

  const focus = (key: string | number | undefined) => {
    if (key === undefined) return;
    setFocusedKey(key);
    elements.current.get(key)?.focus();
  };

  const setExpanded = (key: string | number, isExpanded: boolean) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (isExpanded) next.delete(key);
      else next.add(key);
      return next;
    });

  const handleKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const target = event.target;
    // Keys typed inside an item's own controls (links, buttons) are theirs.
    if (!(target instanceof HTMLElement) || target.getAttribute('role') !== 'treeitem') return;
    const index = visible.findIndex((node) => String(node.key) === target.dataset.key);
    const node = visible[index];
    if (!node) return;
    const hasChildren = children(node.item).length > 0;
    const isExpanded = hasChildren && !collapsed.has(node.key);

    const actions: Record<string, () => void> = {
      ArrowDown: () => focus(visible[index + 1]?.key),
      ArrowUp: () => focus(visible[index - 1]?.key),
      Home: () => focus(visible[0]?.key),
      End: () => focus(visible[visible.length - 1]?.key),
      ArrowRight: () => {
        if (hasChildren && !isExpanded) setExpanded(node.key, true);
        else if (isExpanded) focus(visible[index + 1]?.key);
      },
      ArrowLeft: () => {
        if (isExpanded) setExpanded(node.key, false);
        else if (node.parent !== null) focus(node.parent);
      },
      Enter: () => target.querySelector<HTMLElement>('a, button')?.click(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const treeId = React.useId();

  const renderLevel = (list: readonly T[], level: number): React.ReactNode =>
    list.map((item) => {
      const key = getKey(item);
      const itemChildren = children(item);
      const hasChildren = itemChildren.length > 0;
      const isExpanded = hasChildren && !collapsed.has(key);
      return (
        <li
          key={key}
          ref={(element) => {
            if (element) elements.current.set(key, element);
            else elements.current.delete(key);
          }}
          role="treeitem"
          data-slot="tree-item"
          data-key={String(key)}
          aria-level={level}
          aria-expanded={hasChildren ? isExpanded : undefined}
          // Named by its own row only: by default a treeitem's name would include every
          // descendant's text.
          aria-labelledby={`${treeId}-${String(key)}`}
          tabIndex={key === tabStop ? 0 : -1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedKey(key);
          }}
          className="focus-ring rounded-sm"
        >
          <div
            id={`${treeId}-${String(key)}`}
            className="flex items-center gap-1 py-1"
            style={{ paddingLeft: `${(level - 1) * 1.25}rem` }}
          >
            {/* Mouse toggle; keyboard users have the arrow keys, so it is not a tab stop. */}
            <span
              aria-hidden="true"
              onClick={() => hasChildren && setExpanded(key, !isExpanded)}
              className={cn(
                'inline-flex size-5 items-center justify-center',
                hasChildren ? 'cursor-pointer' : 'invisible',
              )}
            >
              <ChevronRight
                className={cn('size-4 transition-transform', isExpanded && 'rotate-90')}
              />
            </span>
            {renderItem(item, { level, isExpanded, hasChildren })}
          </div>
          {isExpanded ? <ul role="group">{renderLevel(itemChildren, level + 1)}</ul> : null}
        </li>
      );
    });

  return (
    <ul
      role="tree"
      aria-label={label}
      data-slot="tree"
      className={cn('text-sm text-foreground', className)}
      onKeyDown={handleKeyDown}
    >
      {renderLevel(items, 1)}
    </ul>
  );
}
