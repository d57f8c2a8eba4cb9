import { describe, expect, it } from 'vitest';
import { countNodes, visibleNodes } from './tree-model';

type Node = { id: string; children?: Node[] };

const tree: Node[] = [
  { id: 'a', children: [{ id: 'a1' }, { id: 'a2', children: [{ id: 'a2x' }] }] },
  { id: 'b', children: [] },
];
const accessors = { getKey: (node: Node) => node.id, getChildren: (node: Node) => node.children };

describe('visibleNodes', () => {
  it('lists depth-first with level, parent and place among siblings', () => {
    expect(
      visibleNodes(tree, accessors, new Set()).map((n) => [
        n.key,
        n.parent,
        n.level,
        `${n.posInSet}/${n.setSize}`,
        n.hasChildren,
        n.isExpanded,
      ]),
    ).toEqual([
      ['a', null, 1, '1/2', true, true],
      ['a1', 'a', 2, '1/2', false, false],
      ['a2', 'a', 2, '2/2', true, true],
      ['a2x', 'a2', 3, '1/1', false, false],
      ['b', null, 1, '2/2', false, false],
    ]);
  });

  it('leaves out the descendants of collapsed items', () => {
    const keys = visibleNodes(tree, accessors, new Set(['a2'])).map((n) => n.key);
    expect(keys).toEqual(['a', 'a1', 'a2', 'b']);
    expect(visibleNodes(tree, accessors, new Set(['a'])).map((n) => n.key)).toEqual(['a', 'b']);
  });
});

describe('countNodes', () => {
  it('counts every item, collapsed or not', () => {
    expect(countNodes(tree, accessors.getChildren)).toBe(5);
    expect(countNodes([], accessors.getChildren)).toBe(0);
  });
});
