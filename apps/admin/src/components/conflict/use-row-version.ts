import type { Versioned } from '@shop/api-client';
import { useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { messages } from '../../config/messages';
import { isSameValue } from '../editor/keep-edits';
import { useConflict } from './conflict-dialog';
import { fieldRows, type FieldViews } from './conflict-rows';

type RowSource<TItem extends { id: number }, TValues extends FieldValues, TKey extends QueryKey> = {
  /** The item as the list shows it now. */
  item: TItem;
  form: UseFormReturn<TValues>;
  /** The whole list with its version: one version guards every item's save. */
  list: UseQueryOptions<Versioned<TItem[]>, Error, Versioned<TItem[]>, TKey>;
  toValues: (item: TItem) => TValues;
  fields: FieldViews<TValues>;
};

/**
 * One item of a list whose saves go over the list's version, with its own form. Once the list
 * shows the item changed by someone else, a save goes over the form's version, so the server
 * refuses (412) and the user chooses in the conflict dialog.
 */
export function useRowVersion<
  TItem extends { id: number },
  TValues extends FieldValues,
  TKey extends QueryKey,
>({ item, form, list, toValues, fields }: RowSource<TItem, TValues, TKey>) {
  const queryClient = useQueryClient();
  const listEtag = () => queryClient.getQueryData<Versioned<TItem[]>>(list.queryKey)?.etag ?? null;
  // The item the form's values came from, and the list's version then. Set on first use.
  const basis = useRef<{ item: TItem; etag: string | null } | null>(null);
  const [showConflict, element] = useConflict();

  /** The form now starts from `next` (a reload while clean, its own save, their version). */
  const basedOn = (next: TItem, etag = listEtag()) => {
    basis.current = { item: next, etag };
  };

  const etagForSave = () => {
    const known = basis.current;
    return known === null || isSameValue(known.item, item) ? listEtag() : known.etag;
  };

  /** Nothing else changed in between (or the server would have refused): all forms rebase on it. */
  const onSaved = (saved: TItem, etag: string | null) => {
    basedOn(saved, etag);
    queryClient.setQueryData<Versioned<TItem[]>>(list.queryKey, (old) => old && { ...old, etag });
  };

  /** A save answered 412: read the list again and let the user choose. */
  const onStale = async (saveOver: (etag: string | null) => void) => {
    let fresh: Versioned<TItem[]>;
    try {
      fresh = await queryClient.fetchQuery({ ...list, staleTime: 0 });
    } catch {
      return; // The failed load has its own error alert; the form stays as it was.
    }
    const theirs = fresh.value.find((other) => other.id === item.id);
    // Deleted meanwhile: the reloaded list no longer shows it, nor its form.
    if (theirs === undefined) return;
    const versions = {
      yours: form.getValues(),
      theirs: toValues(theirs),
      loaded: toValues(basis.current?.item ?? item),
    };
    showConflict({
      rowHeader: messages.conflict.field,
      rows: fieldRows(fields, versions),
      onLoadTheirs: () => {
        form.reset(versions.theirs);
        basedOn(theirs, fresh.etag);
      },
      onSaveMine: () => saveOver(fresh.etag),
      onKeep: () => undefined,
    });
  };

  return { basedOn, etagForSave, onSaved, onStale, element };
}
