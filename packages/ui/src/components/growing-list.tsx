import * as React from 'react';
import { cn } from '../lib/cn';

export type GrowingListOptions = {
  /** Items rendered at once: enough to fill a tall screen. */
  first: number;
  /** Items added each time the end of the list comes near. */
  step: number;
  /** The scrolling element holding the list and its end marker; without it, the page. */
  root?: React.RefObject<Element | null>;
  /** A new value (another search) starts again from the first items. */
  resetKey?: unknown;
};

export type GrowingList = {
  shown: number;
  total: number;
  isComplete: boolean;
  /** For the element right after the last rendered item (GrowingListEnd). */
  endRef: (element: Element | null) => void;
  /** For the list element itself: keyboard focus near its end renders more. */
  onFocus: (event: React.FocusEvent<Element>) => void;
};

/** How far ahead of the visible area the end may be and still bring the next items. */
const ROOT_MARGIN = '100% 0px';
/** Focus in one of this many last rendered items brings the next ones. */
const FOCUS_LOOKAHEAD = 3;

type State = { shown: number; total: number; resetKey: unknown };

/**
 * Renders a long list a chunk at a time as its end nears the view or keyboard focus. Rendered
 * items stay (they may hold unsaved input): no windowing. Without IntersectionObserver (jsdom)
 * everything renders at once: slower, never incomplete.
 */
export function useGrowingList(
  total: number,
  { first, step, root, resetKey }: GrowingListOptions,
): GrowingList {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [state, setState] = React.useState<State>({ shown: first, total, resetKey });
  let current = state;
  if (state.resetKey !== resetKey) {
    current = { shown: first, total, resetKey };
    setState(current);
  } else if (state.total !== total) {
    // Items added while some are rendered must not push a rendered one (and its input) out;
    // with none rendered yet the first chunk is enough.
    const rendered = Math.min(state.shown, state.total);
    const added = total - state.total;
    const shown = rendered > 0 && added > 0 ? Math.max(state.shown, rendered + added) : state.shown;
    current = { shown, total, resetKey };
    setState(current);
  }
  const shown = canObserve ? Math.min(current.shown, total) : total;
  const isComplete = shown >= total;

  const grow = React.useCallback(() => {
    setState((previous) =>
      previous.shown >= previous.total ? previous : { ...previous, shown: previous.shown + step },
    );
  }, [step]);

  const [end, setEnd] = React.useState<Element | null>(null);
  // A new observer after every chunk: its first report says whether the end is still near
  // (a fast scroll, a tall screen), which an observer kept from before would not repeat.
  React.useEffect(() => {
    if (!end || isComplete || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) grow();
      },
      { root: root?.current ?? null, rootMargin: ROOT_MARGIN },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, shown, isComplete, canObserve, root, grow]);

  const onFocus = React.useCallback(
    (event: React.FocusEvent<Element>) => {
      if (isComplete) return;
      const items = event.currentTarget.children;
      const from = Math.max(0, items.length - FOCUS_LOOKAHEAD);
      for (let index = items.length - 1; index >= from; index -= 1) {
        if (items[index]?.contains(event.target)) return grow();
      }
    },
    [isComplete, grow],
  );

  return { shown, total, isComplete, endRef: setEnd, onFocus };
}

export type GrowingListEndProps = {
  list: GrowingList;
  /** What is shown of how many, e.g. 'Shown 60 of 5000'. */
  children: React.ReactNode;
  className?: string;
};

/** Announces what is not rendered yet and marks the end that brings the next items. */
export function GrowingListEnd({ list, children, className }: GrowingListEndProps) {
  if (list.isComplete) return null;
  return (
    <p
      ref={list.endRef}
      data-slot="growing-list-end"
      className={cn('py-2 text-center text-xs text-muted-foreground', className)}
    >
      {children}
    </p>
  );
}
