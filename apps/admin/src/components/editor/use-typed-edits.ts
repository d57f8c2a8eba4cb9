import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { RecordId } from '../../config/paths';
import { isSameValue, keepEdits } from './keep-edits';

type Source<TEntity, TValues> = {
  id: RecordId;
  isNew: boolean;
  /** The record as loaded (undefined while it loads, for 'new', or when the load failed). */
  data: TEntity | undefined;
  defaults: TValues;
  toValues: (entity: TEntity) => TValues;
};

/** What the form's "unchanged" means: the values of the record version it was last set to. */
type Baseline<TEntity, TValues> = {
  id: RecordId;
  /** A new record's id from its first save: the editor is about to move there. */
  savedAs?: number;
  values: TValues;
  data: TEntity | undefined;
};

/**
 * Keeps the form on the record's latest version (a save's answer, a reload) without losing
 * what the user typed since: fields they changed keep their text and stay unsaved. Another
 * record (another id) starts over from its own values. Returns the rebase for a save's answer.
 */
export function useTypedEdits<TEntity, TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  { id, isNew, data, defaults, toValues }: Source<TEntity, TValues>,
) {
  const baseline = useRef<Baseline<TEntity, TValues>>({ id, values: defaults, data: undefined });

  const rebase = useCallback(
    (next: TValues, since: TValues, nextData: TEntity, savedAs?: number) => {
      const merged = keepEdits(next, since, form.getValues());
      form.reset(merged);
      baseline.current = { ...baseline.current, savedAs, values: next, data: nextData };
      const edited = Object.keys(merged).filter((key) => !isSameValue(merged[key], next[key]));
      if (edited.length === 0) return;
      // The typed parts are unsaved: the baseline is what the server holds.
      form.reset(next, { keepValues: true });
      void form.trigger(edited as Path<TValues>[]);
    },
    [form],
  );

  useEffect(() => {
    const known = baseline.current;
    if (known.id !== id && known.savedAs !== id) {
      const loaded = isNew ? undefined : data;
      const values = loaded === undefined ? defaults : toValues(loaded);
      form.reset(values);
      baseline.current = { id, values, data: loaded };
      return;
    }
    if (known.id !== id) baseline.current = { ...known, id, savedAs: undefined };
    if (isNew || data === undefined || data === known.data) return;
    rebase(toValues(data), known.values, data);
  }, [id, isNew, data, defaults, toValues, form, rebase]);

  return rebase;
}
