import { FormProvider } from 'react-hook-form';
import { useDirtyRows } from '../../../components/editor/use-dirty-rows';
import { EditorShell } from '../../../components/editor/editor-shell';
import { useEditorRecord } from '../../../components/editor/use-editor-record';
import { useEntityEditor } from '../../../components/editor/use-entity-editor';
import { messages } from '../../../config/messages';
import { paths, type RecordId } from '../../../config/paths';
import { useRecordTitle } from '../../../lib/document-title';
import { useSessionUser } from '../../../hooks/use-session';
import { userQueries } from '../api/queries';
import { saveUser } from '../api/mutations';
import { userFields } from '../lib/user-fields';
import { isCustomer, isSameUser, toUserFormValues, toUserInput } from '../lib/user-form';
import { newUserFormSchema, ownUserFormSchema, userFormSchema, userFormDefaults } from '../schemas';
import { CustomerFields } from './customer-fields';
import { UserAccountFields } from './user-account-fields';
import { UserPromotions } from './user-promotions';

/** A stored non-Admin user also gets the customer blocks. */
export function UserEditor({ id }: { id: RecordId }) {
  const sessionUser = useSessionUser();
  const isSelf = isSameUser(sessionUser?.id, id);
  const isNew = id === 'new';
  // The same query (and cache entry) as the editor's own: the record decides the blocks.
  const record = useEditorRecord(userQueries.detail, id);
  // The route's id is the user being edited (the PUT goes out with it too).
  const customerId = !isNew && record.data && isCustomer(record.data.value) ? id : null;
  // The promotions below the form are saved on their own; their edits count for leaving too.
  const [isPromotionDirty, onPromotionDirtyChange] = useDirtyRows();

  const editor = useEntityEditor({
    id,
    detail: userQueries.detail,
    schema: isNew ? newUserFormSchema : isSelf ? ownUserFormSchema : userFormSchema,
    defaults: userFormDefaults,
    toValues: toUserFormValues,
    save: (values, savedId, etag) =>
      saveUser(
        toUserInput(values, {
          id: savedId,
          hasCustomerFields: customerId !== null,
          isSelf,
        }),
        etag,
      ),
    successMessage: messages.users.saved,
    editHref: paths.users.edit.href,
    lists: userQueries.lists(),
    fields: userFields,
  });
  useRecordTitle(isNew ? messages.users.newTitle : editor.record.data?.value.userName);

  const title = isNew ? messages.users.newTitle : messages.users.editTitle;

  return (
    <FormProvider {...editor.form}>
      <EditorShell
        title={title}
        backHref={paths.users.list.href()}
        {...editor.shell}
        isDirty={isPromotionDirty}
        after={
          customerId === null ? null : (
            <UserPromotions
              key={customerId}
              userId={customerId}
              onDirtyChange={onPromotionDirtyChange}
            />
          )
        }
      >
        <UserAccountFields isNew={isNew} isSelf={isSelf} />
        {customerId === null ? null : <CustomerFields />}
      </EditorShell>
    </FormProvider>
  );
}
