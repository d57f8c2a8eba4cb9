import type { Versioned } from '@shop/api-client';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { messages } from '../../config/messages';
import { useConflict } from '../conflict/conflict-dialog';
import { fieldRows, type FieldViews } from '../conflict/conflict-rows';
import type { DetailQuery } from './use-editor-record';
import type { useTypedEdits } from './use-typed-edits';

type ConflictSource<TEntity, TValues extends FieldValues, TKey extends QueryKey> = {
  form: UseFormReturn<TValues>;
  edits: ReturnType<typeof useTypedEdits<TEntity, TValues>>;
  detail: DetailQuery<TEntity, TKey>;
  toValues: (entity: TEntity) => TValues;
  fields: FieldViews<TValues>;
  /** Saves what the form holds again, over the version with this ETag. */
  saveOver: (etag: string | null) => void;
};

/**
 * A save answered 412: the record is read again and the user decides, field by field. Until
 * then the form keeps what was typed and its version, so the next Save asks again.
 */
export function useEditorConflict<TEntity, TValues extends FieldValues, TKey extends QueryKey>({
  form,
  edits,
  detail,
  toValues,
  fields,
  saveOver,
}: ConflictSource<TEntity, TValues, TKey>) {
  const queryClient = useQueryClient();
  const [showConflict, element] = useConflict();

  /** `isHere` tells whether the user is still on the editor that saved. */
  const onStale = async (id: number, isHere: () => boolean) => {
    const release = edits.hold();
    const options = detail(id);
    try {
      await queryClient.fetchQuery({ ...options, staleTime: 0 });
    } catch {
      // The failed load has its own error alert; the form stays as it was.
      release();
      return;
    }
    // The cache's own copy (structural sharing), the one the editor will see as the record.
    const theirs = queryClient.getQueryData<Versioned<TEntity>>(options.queryKey);
    if (theirs === undefined || !isHere()) {
      release();
      return;
    }
    const versions = {
      yours: form.getValues(),
      theirs: toValues(theirs.value),
      loaded: edits.baseline().values,
    };
    showConflict({
      rowHeader: messages.conflict.field,
      rows: fieldRows(fields, versions),
      onLoadTheirs: () => {
        release();
        edits.adopt(theirs);
      },
      onSaveMine: () => {
        release();
        saveOver(theirs.etag);
      },
      onKeep: release,
    });
  };

  return { onStale, element };
}
