import { ClampText } from '@shop/ui/table';
import { memo } from 'react';
import type { StoreChoice } from './store-choice';

export type StoreOptionProps = {
  store: StoreChoice;
  isChecked: boolean;
  onToggle: (id: number, isChecked: boolean) => void;
};

/** One store's tick in the picker; of thousands of rows, a tick re-renders only its own. */
export const StoreOption = memo(function StoreOption({
  store,
  isChecked,
  onToggle,
}: StoreOptionProps) {
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 hover:bg-muted">
        <input
          type="checkbox"
          className="focus-ring mt-1 size-4 accent-primary"
          checked={isChecked}
          onChange={(event) => onToggle(store.id, event.target.checked)}
        />
        <span className="flex min-w-0 flex-col">
          <ClampText text={store.name} />
          <ClampText text={store.address} className="text-xs text-muted-foreground" />
        </span>
      </label>
    </li>
  );
});
