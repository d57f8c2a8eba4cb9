import { Button } from '@shop/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@shop/ui/dialog';
import { EmptyState } from '@shop/ui/empty-state';
import { Input } from '@shop/ui/input';
import { LoadError, type LoadErrorProps } from '@shop/ui/load-error';
import { ClampText } from '@shop/ui/table';
import { Store } from 'lucide-react';
import { useId, useState } from 'react';
import { messages } from '../../../config/messages';

const t = messages.storePromotions;

/** A store to choose; the route supplies them (features do not import each other). */
export type StoreChoice = { id: number; name: string; address?: string };

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
  const [search, setSearch] = useState('');
  const searchId = useId();
  const chosen = new Set(value);
  const shown = stores.items.filter((store) => matches(store, search));

  const toggle = (id: number, isChecked: boolean) => {
    const next = new Set(chosen);
    if (isChecked) next.add(id);
    else next.delete(id);
    // Keep the order of the store list, so the saved links read naturally.
    onChange(stores.items.map((store) => store.id).filter((storeId) => next.has(storeId)));
  };

  return (
    <Dialog onOpenChange={(open) => (open ? setSearch('') : undefined)}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary">
          <Store aria-hidden="true" />
          {t.stores(value.length)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t.storesDialog} description={t.storesDialogHint}>
        <label htmlFor={searchId} className="sr-only">
          {t.storesSearch}
        </label>
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder={t.storesSearch}
          onChange={(event) => setSearch(event.target.value)}
        />
        {stores.error ? (
          <LoadError {...stores.error} />
        ) : shown.length === 0 ? (
          <EmptyState>{t.storesNone}</EmptyState>
        ) : (
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
            {shown.map((store) => (
              <li key={store.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 hover:bg-muted">
                  <input
                    type="checkbox"
                    className="focus-ring mt-1 size-4 accent-primary"
                    checked={chosen.has(store.id)}
                    onChange={(event) => toggle(store.id, event.target.checked)}
                  />
                  <span className="flex min-w-0 flex-col">
                    <ClampText text={store.name} />
                    <ClampText text={store.address} className="text-xs text-muted-foreground" />
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">{t.done}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
