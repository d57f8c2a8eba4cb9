import { GrowingListEnd, useGrowingList } from '@shop/ui/growing-list';
import { useRef } from 'react';
import { messages } from '../../../config/messages';
import { StoreOption } from './store-option';
import type { StoreChoice } from './store-choice';

const m = messages.storePromotions;

export type StoreOptionListProps = {
  stores: readonly StoreChoice[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number, isChecked: boolean) => void;
  /** The search the stores were found by: a new one starts from the top again. */
  search: string;
};

/**
 * The open picker's ticks. Thousands of stores took seconds to draw, so the first rows come at
 * once and the rest as the list is scrolled or tabbed through.
 */
export function StoreOptionList({ stores, chosen, onToggle, search }: StoreOptionListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useGrowingList(stores.length, {
    first: 60,
    step: 60,
    root: scroller,
    resetKey: search,
  });
  return (
    <div ref={scroller} className="max-h-80 overflow-y-auto">
      <ul className="flex flex-col gap-1" onFocus={list.onFocus}>
        {stores.slice(0, list.shown).map((store) => (
          <StoreOption
            key={store.id}
            store={store}
            isChecked={chosen.has(store.id)}
            onToggle={onToggle}
          />
        ))}
      </ul>
      <GrowingListEnd list={list}>{m.shownOf(list.shown, list.total)}</GrowingListEnd>
    </div>
  );
}
