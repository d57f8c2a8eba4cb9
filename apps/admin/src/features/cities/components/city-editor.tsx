import { FormProvider } from 'react-hook-form';
import type { FieldViews } from '../../../components/conflict/conflict-rows';
import { EditorShell } from '../../../components/editor/editor-shell';
import { useEntityEditor } from '../../../components/editor/use-entity-editor';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormMapPicker } from '../../../components/map-picker/form-map-picker';
import { messages } from '../../../config/messages';
import { paths, type RecordId } from '../../../config/paths';
import { useRecordTitle } from '../../../lib/document-title';
import { saveCity } from '../api/mutations';
import { cityQueries } from '../api/queries';
import { toCityFormValues, toCityInput } from '../lib/city-form';
import { cityFormSchema, cityFormDefaults, type CityFormValues } from '../schemas';

const MapPicker = FormMapPicker<CityFormValues>;
const Switch = FormSwitch<CityFormValues>;
const TextField = FormTextField<CityFormValues>;

const m = messages.cities;

const save = (values: CityFormValues, id: number | undefined, etag: string | null) =>
  saveCity(toCityInput(values, id), etag);

const fields: FieldViews<CityFormValues> = {
  name: m.name,
  isEnabled: m.isEnabled,
  location: m.centre,
};

/** /cities/edit/{id}: the centre on the map, the name and 'Включен'. */
export function CityEditor({ id }: { id: RecordId }) {
  const editor = useEntityEditor({
    id,
    detail: cityQueries.detail,
    schema: cityFormSchema,
    defaults: cityFormDefaults,
    toValues: toCityFormValues,
    save,
    successMessage: m.saved,
    editHref: paths.cities.edit.href,
    lists: cityQueries.lists(),
    fields,
  });
  useRecordTitle(editor.isNew ? m.newTitle : editor.record.data?.value.name);

  return (
    <FormProvider {...editor.form}>
      <EditorShell
        title={editor.isNew ? m.newTitle : m.editTitle}
        backHref={paths.cities.list.href()}
        {...editor.shell}
      >
        <TextField name="name" label={m.name} isRequired />
        <Switch name="isEnabled" label={m.isEnabled} />
        <MapPicker name="location" label={m.centre} />
      </EditorShell>
    </FormProvider>
  );
}
