import { FormProvider } from 'react-hook-form';
import { EditorShell } from '../../../components/editor/editor-shell';
import { useEntityEditor } from '../../../components/editor/use-entity-editor';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormMapPicker } from '../../../components/map-picker/form-map-picker';
import { messages } from '../../../config/messages';
import { paths, type RecordId } from '../../../config/paths';
import { useRecordTitle } from '../../../lib/document-title';
import { saveStore } from '../api/mutations';
import { storeQueries } from '../api/queries';
import { storeFields } from '../lib/store-fields';
import { toStoreFormValues, toStoreInput } from '../lib/store-form';
import { storeFormSchema, type StoreFormValues, storeFormDefaults } from '../schemas';
import { StoreFieldsSection, type CityChoice } from './store-fields-section';
import { StoreImagesSection } from './store-images-section';
import { WorkTimeSection } from './work-time-section';

const MapPicker = FormMapPicker<StoreFormValues>;
const Switch = FormSwitch<StoreFormValues>;

const m = messages.stores;
const STORE_MAP_ZOOM = 12;

const save = (values: StoreFormValues, id: number | undefined, etag: string | null) =>
  saveStore(toStoreInput(values, id), etag);

export type StoreEditorProps = { id: RecordId; cities: readonly CityChoice[] };

/** /stores/list/edit/{id}: map, switches, fields, gallery and working hours. */
export function StoreEditor({ id, cities }: StoreEditorProps) {
  const fields = storeFields(cities);
  const editor = useEntityEditor({
    id,
    detail: storeQueries.detail,
    schema: storeFormSchema,
    defaults: storeFormDefaults,
    toValues: toStoreFormValues,
    save,
    successMessage: m.saved,
    editHref: paths.stores.edit.href,
    lists: storeQueries.lists(),
    fields,
  });
  useRecordTitle(editor.isNew ? m.newTitle : editor.record.data?.value.name);

  return (
    <FormProvider {...editor.form}>
      <EditorShell
        title={editor.isNew ? m.newTitle : m.editTitle}
        backHref={paths.stores.list.href()}
        {...editor.shell}
      >
        <MapPicker name="location" label={m.location} zoom={STORE_MAP_ZOOM} />
        <div className="flex flex-wrap gap-6">
          <Switch name="isBranded" label={m.isBranded} />
          <Switch name="isEnabled" label={m.isEnabled} />
        </div>
        <StoreFieldsSection cities={cities} />
        <StoreImagesSection />
        <WorkTimeSection />
      </EditorShell>
    </FormProvider>
  );
}
