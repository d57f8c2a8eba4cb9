import { FormProvider } from 'react-hook-form';
import { optionLabel, type FieldViews } from '../../../components/conflict/conflict-rows';
import { EditorShell } from '../../../components/editor/editor-shell';
import { useEntityEditor } from '../../../components/editor/use-entity-editor';
import { FormImageField } from '../../../components/form/form-image-field';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import { paths, type RecordId } from '../../../config/paths';
import { useRecordTitle } from '../../../lib/document-title';
import { saveBartender, uploadBartenderImage } from '../api/mutations';
import { bartenderQueries, type BartenderStore } from '../api/queries';
import {
  fullName,
  toBartenderInput,
  toBartenderFormValues,
  withCurrentStore,
} from '../lib/bartender-form';
import { bartenderFormSchema, type BartenderFormValues, bartenderFormDefaults } from '../schemas';

const ImageField = FormImageField<BartenderFormValues>;
const Select = FormSelect<BartenderFormValues>;
const TextArea = FormTextArea<BartenderFormValues>;
const TextField = FormTextField<BartenderFormValues>;

const m = messages.bartenders;

export type BartenderEditorProps = {
  id: RecordId;
  /** Every store, for the store select (the route loads them: features do not share code). */
  stores: readonly BartenderStore[];
};

const storeLabel = ({ name, address }: BartenderStore) =>
  [name, address].filter(Boolean).join(' — ');

/** /bartenders/edit/{id}: create or edit a bartender with store, tips link and avatar. */
export function BartenderEditor({ id, stores }: BartenderEditorProps) {
  const fields: FieldViews<BartenderFormValues> = {
    lastName: m.lastName,
    name: m.name,
    description: m.description,
    tipsLink: m.tipsLink,
    imagePath: m.avatar,
    storeId: { label: m.store, show: (value) => optionLabel(storeOptions)(value) },
  };
  const editor = useEntityEditor({
    id,
    detail: bartenderQueries.detail,
    schema: bartenderFormSchema,
    defaults: bartenderFormDefaults,
    toValues: toBartenderFormValues,
    // Runs on Save, by which time `choices` below holds the stores to describe the pick with.
    save: (values, recordId, etag) =>
      saveBartender(toBartenderInput(values, choices, recordId), etag),
    successMessage: m.saved,
    editHref: paths.bartenders.edit.href,
    lists: bartenderQueries.lists(),
    serverFieldNames: { store: 'storeId', 'store.id': 'storeId' },
    fields,
  });
  const bartender = editor.record.data?.value;
  useRecordTitle(editor.isNew ? m.newTitle : bartender && fullName(bartender));
  const choices = withCurrentStore(stores, bartender?.store);
  const storeOptions = [
    { value: '', label: m.noStore },
    ...choices.map((store) => ({ value: String(store.id), label: storeLabel(store) })),
  ];

  return (
    <FormProvider {...editor.form}>
      <EditorShell
        title={editor.isNew ? m.newTitle : m.editTitle}
        backHref={paths.bartenders.list.href()}
        {...editor.shell}
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField name="lastName" label={m.lastName} isRequired autoComplete="off" />
          <TextField name="name" label={m.name} isRequired autoComplete="off" />
          <Select name="storeId" label={m.store} options={storeOptions} placeholder={m.noStore} />
          <TextField
            name="tipsLink"
            label={m.tipsLink}
            type="url"
            inputMode="url"
            hint={m.tipsLinkHint}
            autoComplete="off"
          />
        </div>
        <ImageField
          name="imagePath"
          label={m.avatar}
          send={uploadBartenderImage}
          previewAlt={m.avatar}
          maxPreviewWidth={150}
        />
        <TextArea name="description" label={m.description} isRequired rows={5} />
      </EditorShell>
    </FormProvider>
  );
}
