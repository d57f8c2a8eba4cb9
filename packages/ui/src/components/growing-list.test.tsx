import { act, fireEvent, render, screen } from '../test/render';
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GrowingListEnd, useGrowingList } from './growing-list';

/**
 * jsdom has no IntersectionObserver: this one lets a test say when the end comes near. Like
 * the browser's, a new observer reports the current state of what it observes first.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  static isNear = false;
  readonly targets = new Set<Element>();
  isConnected = true;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
    queueMicrotask(() => this.report());
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.isConnected = false;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  report() {
    if (!this.isConnected || this.targets.size === 0) return;
    const entries = [...this.targets].map(
      (target) =>
        ({ target, isIntersecting: FakeIntersectionObserver.isNear }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** The end comes near (or goes away): every live observer reports, as the browser would. */
async function setNear(isNear: boolean) {
  FakeIntersectionObserver.isNear = isNear;
  await act(async () => {
    for (const observer of FakeIntersectionObserver.instances) observer.report();
    // Each chunk renders a new observer, whose first report is a microtask away.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function Items({
  total,
  search = '',
  root,
}: {
  total: number;
  search?: string;
  root?: React.RefObject<Element | null>;
}) {
  const list = useGrowingList(total, { first: 5, step: 3, resetKey: search, root });
  return (
    <>
      <ul aria-label="Элементы" onFocus={list.onFocus}>
        {Array.from({ length: list.shown }, (_, index) => (
          <li key={index}>
            <input aria-label={`Элемент ${index + 1}`} defaultValue="" />
          </li>
        ))}
      </ul>
      <GrowingListEnd list={list}>{`Показано ${list.shown} из ${list.total}`}</GrowingListEnd>
    </>
  );
}

const rendered = () => screen.queryAllByRole('textbox').length;

describe('useGrowingList', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    FakeIntersectionObserver.isNear = false;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders the first chunk and says how many of all are shown', async () => {
    render(<Items total={20} />);
    await setNear(false);
    expect(rendered()).toBe(5);
    expect(screen.getByText('Показано 5 из 20')).toBeInTheDocument();
  });

  it('renders the next chunk while the end is near, up to all, then drops the status', async () => {
    render(<Items total={12} />);
    await setNear(true);
    // Still near after each chunk (a tall screen): the new observer's first report goes on.
    await setNear(true);
    await setNear(true);
    expect(rendered()).toBe(12);
    expect(screen.queryByText(/^Показано/)).not.toBeInTheDocument();
  });

  it('stops growing once the end is far again', async () => {
    render(<Items total={20} />);
    await setNear(true);
    const afterNear = rendered();
    expect(afterNear).toBeGreaterThan(5);
    await setNear(false);
    await setNear(false);
    expect(rendered()).toBe(afterNear);
  });

  it('observes inside the given scrolling element, with a margin ahead', async () => {
    const root = { current: document.createElement('div') };
    render(<Items total={20} root={root} />);
    await setNear(false);
    const options = FakeIntersectionObserver.instances.at(-1)?.options;
    expect(options?.root).toBe(root.current);
    expect(options?.rootMargin).toMatch(/%|px/);
  });

  it('renders more when focus reaches one of the last rendered items, not earlier ones', async () => {
    render(<Items total={20} />);
    await setNear(false);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Элемент 1' }));
    expect(rendered()).toBe(5);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Элемент 5' }));
    expect(rendered()).toBe(8);
    expect(screen.getByText('Показано 8 из 20')).toBeInTheDocument();
  });

  it('keeps rendered items (and their input) while growing and when items are added', async () => {
    const { rerender } = render(<Items total={20} />);
    await setNear(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Элемент 5' }), {
      target: { value: 'правка' },
    });
    await setNear(true);
    await setNear(false);
    const before = rendered();
    // Two items more (say, added at the top): none of the rendered ones is pushed out.
    rerender(<Items total={22} />);
    expect(rendered()).toBe(before + 2);
    expect(screen.getByRole('textbox', { name: 'Элемент 5' })).toHaveValue('правка');
  });

  it('renders only the first chunk when the whole list arrives', async () => {
    const { rerender } = render(<Items total={0} />);
    rerender(<Items total={1000} />);
    await setNear(false);
    expect(rendered()).toBe(5);
  });

  it('starts again from the first chunk on a new search', async () => {
    const { rerender } = render(<Items total={20} />);
    await setNear(true);
    await setNear(false);
    expect(rendered()).toBeGreaterThan(5);
    rerender(<Items total={15} search="а" />);
    expect(rendered()).toBe(5);
    expect(screen.getByText('Показано 5 из 15')).toBeInTheDocument();
  });

  it('renders everything when the browser cannot observe (jsdom, old browsers)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Items total={20} />);
    expect(rendered()).toBe(20);
    expect(screen.queryByText(/^Показано/)).not.toBeInTheDocument();
  });
});
