import type { Versioned } from '@shop/api-client';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { RecordId } from '../../config/paths';
import { isSameValue, keepEdits } from './keep-edits';

type Source<TEntity, TValues> = {
  id: RecordId;
  isNew: boolean;
  /** The record as loaded (undefined while it loads, for 'new', or when the load failed). */
  data: Versioned<TEntity> | undefined;
  defaults: TValues;
  toValues: (entity: TEntity) => TValues;
};

/** What the form's "unchanged" means: the values of the record version it was last set to. */
type Baseline<TEntity, TValues> = {
  id: RecordId;
  /** A new record's id from its first save: the editor is about to move there. */
  savedAs?: number;
  values: TValues;
  /** The version the values came from: a save goes over it (null: unknown, no If-Match). */
  etag: string | null;
  /** The latest version the editor has seen: merged into the form, or held back. */
  data: Versioned<TEntity> | undefined;
};

/**
 * Keeps the form on the record's latest version without losing what the user typed since;
 * another id starts over. While a conflict is decided the form is held on its version.
 */
export function useTypedEdits<TEntity, TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  { id, isNew, data, defaults, toValues }: Source<TEntity, TValues>,
) {
  const baseline = useRef<Baseline<TEntity, TValues>>({
    id,
    values: defaults,
    etag: null,
    data: undefined,
  });
  const isHeld = useRef(false);

  /** Onto a newer version, keeping the fields typed since `since`. */
  const rebase = useCallback(
    (next: TValues, since: TValues, nextData: Versioned<TEntity>, savedAs?: number) => {
      const merged = keepEdits(next, since, form.getValues());
      form.reset(merged);
      baseline.current = {
        ...baseline.current,
        savedAs,
        values: next,
        etag: nextData.etag,
        data: nextData,
      };
      const edited = Object.keys(merged).filter((key) => !isSameValue(merged[key], next[key]));
      if (edited.length === 0) return;
      // The typed parts are unsaved: the baseline is what the server holds.
      form.reset(next, { keepValues: true });
      void form.trigger(edited as Path<TValues>[]);
    },
    [form],
  );

  /** Onto a version wholly, dropping what was typed ('Загрузить их версию'). */
  const adopt = useCallback(
    (version: Versioned<TEntity>) => {
      const values = toValues(version.value);
      form.reset(values);
      baseline.current = { ...baseline.current, values, etag: version.etag, data: version };
    },
    [form, toValues],
  );

  useEffect(() => {
    const known = baseline.current;
    if (known.id !== id && known.savedAs !== id) {
      const loaded = isNew ? undefined : data;
      const values = loaded === undefined ? defaults : toValues(loaded.value);
      form.reset(values);
      baseline.current = { id, values, etag: loaded?.etag ?? null, data: loaded };
      return;
    }
    if (known.id !== id) baseline.current = { ...known, id, savedAs: undefined };
    if (isNew || data === undefined || data === known.data) return;
    if (isHeld.current) {
      baseline.current = { ...baseline.current, data };
      return;
    }
    rebase(toValues(data.value), known.values, data);
  }, [id, isNew, data, defaults, toValues, form, rebase]);

  return useMemo(
    () => ({
      rebase,
      adopt,
      /** The form's values and version as last set (not what was typed since). */
      baseline: () => baseline.current,
      /** Holds the form on its version until the returned release is called. */
      hold: () => {
        isHeld.current = true;
        return () => {
          isHeld.current = false;
        };
      },
    }),
    [rebase, adopt],
  );
}
