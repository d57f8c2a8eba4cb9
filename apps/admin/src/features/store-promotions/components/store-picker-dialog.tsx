import { Button } from '@shop/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@shop/ui/dialog';
import { EmptyState } from '@shop/ui/empty-state';
import { Input } from '@shop/ui/input';
import { LoadError, type LoadErrorProps } from '@shop/ui/load-error';
import { Store } from 'lucide-react';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { messages } from '../../../config/messages';
import type { StoreChoice } from './store-choice';
import { StoreOptionList } from './store-option-list';

const m = messages.storePromotions;

export type StoreChoices = {
  items: readonly StoreChoice[];
  /** The stores failed to load: the picker says so, with 'Повторить', not 'Магазины не найдены'. */
  error?: LoadErrorProps;
};

export type StorePickerDialogProps = {
  stores: StoreChoices;
  /** The ids of the chosen stores. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

const matches = (store: StoreChoice, search: string) => {
  const needle = search.trim().toLocaleLowerCase('ru');
  return (
    needle === '' ||
    (store.name ?? '').toLocaleLowerCase('ru').includes(needle) ||
    (store.address ?? '').toLocaleLowerCase('ru').includes(needle)
  );
};

/** 'Магазины (N)' opens a modal with every store, a search and a tick per store. */
export function StorePickerDialog({ stores, value, onChange }: StorePickerDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  // Every card holds a closed picker: the list is worked out only while this one is open.
  const shown = useMemo(
    () => (isOpen ? stores.items.filter((store) => matches(store, search)) : []),
    [isOpen, stores.items, search],
  );

  // Read at the click, so the rows' handler stays the same and an unchanged row skips rendering.
  const latest = useRef({ chosen, items: stores.items, onChange });
  useLayoutEffect(() => {
    latest.current = { chosen, items: stores.items, onChange };
  });
  const toggle = useCallback((id: number, isChecked: boolean) => {
    const { chosen: current, items, onChange: change } = latest.current;
    const next = new Set(current);
    if (isChecked) next.add(id);
    else next.delete(id);
    // Keep the order of the store list, so the saved links read naturally.
    change(items.map((store) => store.id).filter((storeId) => next.has(storeId)));
  }, []);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) setSearch('');
        setOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="secondary">
          <Store aria-hidden="true" />
          {m.stores(value.length)}
        </Button>
      </DialogTrigger>
      <DialogContent title={m.storesDialog} description={m.storesDialogHint}>
        <label htmlFor={searchId} className="sr-only">
          {m.storesSearch}
        </label>
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder={m.storesSearch}
          onChange={(event) => setSearch(event.target.value)}
        />
        {stores.error ? (
          <LoadError {...stores.error} />
        ) : shown.length === 0 ? (
          <EmptyState>{m.storesNone}</EmptyState>
        ) : (
          <StoreOptionList stores={shown} chosen={chosen} onToggle={toggle} search={search} />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">{m.done}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
