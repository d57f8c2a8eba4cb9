import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@shop/api-client';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type * as z from 'zod/mini';
import type { RecordId } from '../../config/paths';
import { recordLoadErrorOf } from '../../lib/query-client';
import { useIsUploading } from '../../lib/upload';
import type { EditorLoadError, EditorShellProps } from './editor-shell';
import { useFormStatus } from './form-status';
import { copyValues } from './keep-edits';
import { matchServerErrors } from './server-field-errors';
import { useTypedEdits } from './use-typed-edits';
import { editorMoveState } from './use-unsaved-changes';

export type EntityEditorOptions<
  TEntity extends { id: number },
  TValues extends FieldValues,
  TKey extends QueryKey = QueryKey,
> = {
  id: RecordId;
  detail: (id: number) => UseQueryOptions<TEntity, Error, TEntity, TKey>;
  schema: z.ZodMiniType<TValues, FieldValues>;
  /** The values of a new record (its defaults, e.g. isPublished true). */
  defaults: TValues;
  toValues: (entity: TEntity) => TValues;
  save: (values: TValues, id: number | undefined) => Promise<TEntity>;
  successMessage: string;
  /** Where a new record moves after its first save (replace, not push). */
  editHref: (id: number) => string;
  /**
   * The feature's lists key, invalidated after a save so lists show the change. Only the
   * lists: the record itself comes from the save's answer, so it is never fetched again.
   */
  lists: QueryKey;
  /** Contract names the form keeps under another name, so server field errors find them. */
  serverFieldNames?: Readonly<Record<string, Path<TValues>>>;
};

/** One Save: what is sent, what the form held when it was sent, and where it was sent from. */
type SaveRequest<TValues> = { id: RecordId; values: TValues; typed: TValues; path: string };

/**
 * The one create/edit flow (docs/product-rules.md#editors-and-saving): 'new' starts from defaults,
 * an id loads the record; Save validates with the zod schema, shows the success alert, and a first
 * save moves to the record's edit route. A record that did not load offers no form (nothing may be
 * saved over it); typing during a save survives it; server field errors land at their fields. Save
 * waits while any image upload runs, so the record is never saved without its image.
 */
export function useEntityEditor<
  TEntity extends { id: number },
  TValues extends FieldValues,
  TKey extends QueryKey = QueryKey,
>(options: EntityEditorOptions<TEntity, TValues, TKey>) {
  const { id, detail, schema, defaults, toValues, save, successMessage, editHref, lists } = options;
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  const form = useForm<TValues>({
    resolver: zodResolver(schema) as Resolver<TValues>,
    defaultValues: defaults as DefaultValues<TValues>,
    mode: 'all',
  });
  // Before the form is first reset below, so that it sees every change.
  const status = useFormStatus(form, schema);
  // The record is asked for while the editor first renders, not once it has been drawn: the
  // answer is on its way while the form is built (the query below joins that request).
  if (!isNew && queryClient.getQueryState(detail(id).queryKey) === undefined) {
    void queryClient.prefetchQuery(detail(id));
  }
  const record = useQuery({ ...detail(isNew ? 0 : id), enabled: !isNew });
  const rebase = useTypedEdits(form, { id, isNew, data: record.data, defaults, toValues });

  // Where the editor is now (null once it is gone): a save that ends after the user left
  // neither touches the form nor takes them back to it.
  const here = useRef<string | null>(pathname);
  useEffect(() => {
    here.current = pathname;
    return () => {
      here.current = null;
    };
  }, [pathname]);

  const { setError } = form;
  const mutation = useMutation({
    mutationFn: (request: SaveRequest<TValues>) =>
      save(request.values, request.id === 'new' ? undefined : request.id),
    meta: { successMessage },
    onSuccess: (answer, request) => {
      // The cache keeps its own copy of an answer that differs from what it held (structural
      // sharing): the form's baseline must be that very object, or the editor would see the
      // record change once more and reset the form a second time.
      const detailKey = detail(answer.id).queryKey;
      queryClient.setQueryData<TEntity>(detailKey, answer);
      const saved = queryClient.getQueryData<TEntity>(detailKey) ?? answer;
      if (here.current === request.path) {
        const savedAs = request.id === 'new' ? saved.id : undefined;
        rebase(toValues(saved), request.typed, saved, savedAs);
      }
      void queryClient.invalidateQueries({ queryKey: lists });
      if (here.current === request.path && request.id === 'new') {
        void navigate(editHref(saved.id), { replace: true, state: editorMoveState });
      }
    },
    onError: (error, request) => {
      if (here.current !== request.path || !isApiError(error)) return;
      const fieldErrors = matchServerErrors(error.errors, request.typed, options.serverFieldNames);
      fieldErrors.forEach(({ path, message }, index) =>
        setError(path as Path<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length > 0) status.refuse();
    },
  });

  const hasNoRecord = !isNew && record.data === undefined;
  const isLoading = hasNoRecord && !record.isError;
  const loadError: EditorLoadError | null =
    hasNoRecord && record.isError ? recordLoadErrorOf(record) : null;

  const isUploading = useIsUploading();
  // Nothing of the form's state is read here (its validity, its changes, its errors): that
  // would render the whole editor again on every keystroke. Save, the leave prompt and each
  // field read their own part.
  return {
    form,
    isNew,
    record,
    /** Everything EditorShell needs of the editor, to spread onto it. */
    shell: {
      isLoading,
      loadError,
      isSaving: mutation.isPending,
      form: status,
      canSave: !mutation.isPending && !isUploading && !isLoading && loadError === null,
      onSubmit: form.handleSubmit((values) =>
        mutation.mutate({ id, values, typed: copyValues(form.getValues()), path: pathname }),
      ),
    } satisfies Partial<EditorShellProps>,
  };
}
