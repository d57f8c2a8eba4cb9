import * as React from 'react';
import { cn } from '../lib/cn';
import { handleTreeKeyDown } from './tree-keyboard';
import type { TreeBodyProps, TreeKey, VisibleNode } from './tree-model';
import { TreeRow } from './tree-row';

/** The tree as nested lists with every item in the DOM, for trees small enough to render whole. */
export function NestedTree<T>({
  visible,
  tabStopIndex,
  renderItem,
  setExpanded,
  setFocusedKey,
  label,
  className,
}: TreeBodyProps<T>) {
  const elements = React.useRef(new Map<TreeKey, HTMLLIElement>());
  const treeId = React.useId();
  const tabStop = visible[tabStopIndex]?.key;

  const childrenOf = new Map<TreeKey | null, VisibleNode<T>[]>();
  for (const node of visible) {
    const siblings = childrenOf.get(node.parent);
    if (siblings) siblings.push(node);
    else childrenOf.set(node.parent, [node]);
  }

  const focusIndex = (index: number) => {
    const node = visible[index];
    if (!node) return;
    setFocusedKey(node.key);
    elements.current.get(node.key)?.focus();
  };

  const renderLevel = (nodes: readonly VisibleNode<T>[]): React.ReactNode =>
    nodes.map(({ item, key, level, hasChildren, isExpanded }) => (
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
        // Named by its own row only, not by every descendant's text as by default.
        aria-labelledby={`${treeId}-${String(key)}`}
        tabIndex={key === tabStop ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusedKey(key);
        }}
        className={cn('focus-ring rounded-sm', level === 1 && 'tree-root-item')}
      >
        <TreeRow
          item={item}
          itemKey={key}
          labelId={`${treeId}-${String(key)}`}
          level={level}
          isExpanded={isExpanded}
          hasChildren={hasChildren}
          renderItem={renderItem}
          onExpandedChange={setExpanded}
        />
        {isExpanded ? <ul role="group">{renderLevel(childrenOf.get(key) ?? [])}</ul> : null}
      </li>
    ));

  return (
    <ul
      role="tree"
      aria-label={label}
      data-slot="tree"
      data-item-count={visible.length}
      className={cn('text-sm text-foreground', className)}
      onKeyDown={(event) => handleTreeKeyDown(event, visible, { focusIndex, setExpanded })}
    >
      {renderLevel(childrenOf.get(null) ?? [])}
    </ul>
  );
}
