import { zodResolver } from '@hookform/resolvers/zod';
import { isStaleVersion, type Versioned } from '@shop/api-client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
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
import { useEditorRecord, type DetailQuery } from './use-editor-record';
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
  detail: DetailQuery<TEntity, TKey>;
  schema: z.ZodMiniType<TValues, FieldValues>;
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
  /** Invalidated after a save; the record itself comes from the save's answer. */
  lists: QueryKey;
  /** Contract names the form keeps under another name, so server field errors find them. */
  serverFieldNames?: Readonly<Record<string, Path<TValues>>>;
  /** The form's fields by their labels, for the table of what differs when two people saved. */
  fields: FieldViews<TValues>;
};

/** One Save: the values sent, over which version, the form as sent, and where from. */
type SaveRequest<TValues> = {
  id: RecordId;
  values: TValues;
  etag: string | null;
  typed: TValues;
  path: string;
  dropDraft: () => void;
};

/**
 * The one create/edit flow (see docs/product-rules.md#editors-and-saving): Save validates,
 * waits for image uploads, and never overwrites a record someone saved since (412: the user
 * chooses in the conflict dialog). A record that did not load offers no form.
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
  const record = useEditorRecord(detail, id);
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

  // Null once the editor is gone: a save that ends after the user left leaves the form alone.
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
      // The form's baseline must be the cache's own copy of the answer (structural sharing),
      // or the editor would see the record change again and reset the form a second time.
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

  // Reads none of the form's state (validity, changes, errors), which would render the whole
  // editor again on every keystroke: Save, the leave prompt and each field read their own part.
  return {
    form,
    isNew,
    record,
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
