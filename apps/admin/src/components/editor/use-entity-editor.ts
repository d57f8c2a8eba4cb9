import { zodResolver } from '@hookform/resolvers/zod';
import { isStaleVersion, type Versioned } from '@shop/api-client';
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
import type { FieldViews } from '../conflict/conflict-rows';
import type { EditorLoadError, EditorShellProps } from './editor-shell';
import { useFormStatus } from './form-status';
import { copyValues } from './keep-edits';
import { showServerFieldErrors } from './server-field-errors';
import { useDraft } from './use-draft';
import { useEditorConflict } from './use-editor-conflict';
import { useTypedEdits } from './use-typed-edits';
import { editorMoveState } from './use-unsaved-changes';

export type EntityEditorOptions<
  TEntity extends { id: number },
  TValues extends FieldValues,
  TKey extends QueryKey = QueryKey,
> = {
  id: RecordId;
  /** The record with its version (the ETag its save sends back as If-Match). */
  detail: (id: number) => UseQueryOptions<Versioned<TEntity>, Error, Versioned<TEntity>, TKey>;
  schema: z.ZodMiniType<TValues, FieldValues>;
  /** The values of a new record (its defaults, e.g. isPublished true). */
  defaults: TValues;
  toValues: (entity: TEntity) => TValues;
  /** Saves over the version `etag` (null: none known, so no If-Match); answers the stored one. */
  save: (
    values: TValues,
    id: number | undefined,
    etag: string | null,
  ) => Promise<Versioned<TEntity>>;
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
  /** The form's fields by their labels, for the table of what differs when two people saved. */
  fields: FieldViews<TValues>;
};

/**
 * One Save: what is sent, over which version, what the form held when it was sent, and where
 * it was sent from.
 */
type SaveRequest<TValues> = {
  id: RecordId;
  values: TValues;
  etag: string | null;
  typed: TValues;
  path: string;
  /** Removes the draft the sent values came from, once they are saved. */
  dropDraft: () => void;
};

/**
 * The one create/edit flow (docs/product-rules.md#editors-and-saving): 'new' starts from defaults,
 * an id loads the record; Save validates with the zod schema, shows the success alert, and a first
 * save moves to the record's edit route. A record that did not load offers no form (nothing may be
 * saved over it); typing during a save survives it; server field errors land at their fields. Save
 * waits while any image upload runs, so the record is never saved without its image. A save goes
 * over the version the form is based on: if someone saved since (412), nothing is overwritten
 * until the user chooses in the conflict dialog. Unsaved edits are kept in the browser as a
 * draft and offered back when the record is opened again.
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
  const edits = useTypedEdits(form, { id, isNew, data: record.data, defaults, toValues });
  const isUploading = useIsUploading();
  // After the edits follow the record, so a draft is offered over the record as loaded.
  const draft = useDraft(form, {
    screen: String(lists[0]),
    record: id,
    isReady: isNew || record.data !== undefined,
    etag: () => edits.baseline().etag,
    isUploading,
  });

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
      save(request.values, request.id === 'new' ? undefined : request.id, request.etag),
    // A 412 opens the conflict dialog instead of the error alert.
    meta: { successMessage, showsConflict: true },
    onSuccess: (answer, request) => {
      // The cache keeps its own copy of an answer that differs from what it held (structural
      // sharing): the form's baseline must be that very object, or the editor would see the
      // record change once more and reset the form a second time.
      request.dropDraft();
      const detailKey = detail(answer.value.id).queryKey;
      queryClient.setQueryData<Versioned<TEntity>>(detailKey, answer);
      const saved = queryClient.getQueryData<Versioned<TEntity>>(detailKey) ?? answer;
      if (here.current === request.path) {
        const savedAs = request.id === 'new' ? saved.value.id : undefined;
        edits.rebase(toValues(saved.value), request.typed, saved, savedAs);
      }
      void queryClient.invalidateQueries({ queryKey: lists });
      if (here.current === request.path && request.id === 'new') {
        void navigate(editHref(saved.value.id), { replace: true, state: editorMoveState });
      }
    },
    onError: (error, request) => {
      if (here.current !== request.path) return;
      if (isStaleVersion(error) && request.id !== 'new') {
        void conflict.onStale(request.id, () => here.current === request.path);
        return;
      }
      if (showServerFieldErrors(setError, error, request.typed, options.serverFieldNames)) {
        status.refuse();
      }
    },
  });

  /** Sends what the form holds, over the version it is based on unless told another. */
  const submit = (etag?: string | null) =>
    form.handleSubmit((values) =>
      mutation.mutate({
        id,
        values,
        etag: etag === undefined ? edits.baseline().etag : etag,
        typed: copyValues(form.getValues()),
        path: pathname,
        dropDraft: draft.remove,
      }),
    );
  const conflict = useEditorConflict({
    form,
    edits,
    detail,
    toValues,
    fields: options.fields,
    saveOver: (etag) => void submit(etag)(),
  });

  const hasNoRecord = !isNew && record.data === undefined;
  const isLoading = hasNoRecord && !record.isError;
  const loadError: EditorLoadError | null =
    hasNoRecord && record.isError ? recordLoadErrorOf(record) : null;

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
      onSubmit: submit(),
      conflictDialog: conflict.element,
      draftOffer: draft.offer,
    } satisfies Partial<EditorShellProps>,
  };
}
