import { zodResolver } from '@hookform/resolvers/zod';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import type { RecordId } from '../../config/paths';

export type EntityEditorOptions<
  TEntity extends { id: number },
  TValues extends FieldValues,
  TKey extends QueryKey = QueryKey,
> = {
  id: RecordId;
  detail: (id: number) => UseQueryOptions<TEntity, Error, TEntity, TKey>;
  schema: z.ZodMiniType<TValues, FieldValues>;
  /** The values of a new record (SPEC §3 defaults, e.g. isPublished true). */
  defaults: TValues;
  toValues: (entity: TEntity) => TValues;
  save: (values: TValues, id: number | undefined) => Promise<TEntity>;
  successMessage: string;
  /** Where a new record moves after its first save (replace, not push). */
  editHref: (id: number) => string;
  /** Invalidated after a save, so lists show the change. */
  invalidates: QueryKey;
};

/**
 * The one create/edit flow of SPEC §4: 'new' starts from defaults, an id loads the record;
 * Save validates with the zod schema, shows the success alert, and a first save moves to
 * the record's edit route. Field values survive a failed save.
 */
export function useEntityEditor<
  TEntity extends { id: number },
  TValues extends FieldValues,
  TKey extends QueryKey = QueryKey,
>(options: EntityEditorOptions<TEntity, TValues, TKey>) {
  const { id, detail, schema, defaults, toValues, save, successMessage, editHref, invalidates } =
    options;
  const isNew = id === 'new';
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const form = useForm<TValues>({
    resolver: zodResolver(schema) as Resolver<TValues>,
    defaultValues: defaults as DefaultValues<TValues>,
    mode: 'all',
  });

  const record = useQuery({ ...detail(isNew ? 0 : id), enabled: !isNew });
  const { reset } = form;
  useEffect(() => {
    if (record.data) reset(toValues(record.data));
  }, [record.data, reset, toValues]);

  const mutation = useMutation({
    mutationFn: (values: TValues) => save(values, isNew ? undefined : id),
    meta: { successMessage },
    onSuccess: (saved) => {
      queryClient.setQueryData<TEntity>(detail(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: invalidates });
      reset(toValues(saved));
      if (isNew) void navigate(editHref(saved.id), { replace: true });
    },
  });

  const { isValid, isDirty } = form.formState;
  return {
    form,
    isNew,
    record,
    isLoading: record.isLoading,
    isSaving: mutation.isPending,
    isDirty,
    canSave: isValid && !mutation.isPending && !record.isLoading,
    onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
  };
}
