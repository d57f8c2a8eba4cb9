import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { optionLabel, type FieldViews } from '../../../components/conflict/conflict-rows';
import { EditorShell } from '../../../components/editor/editor-shell';
import { useEntityEditor } from '../../../components/editor/use-entity-editor';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelect } from '../../../components/form/form-select';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import { paths, type RecordId } from '../../../config/paths';
import { useRecordTitle } from '../../../lib/document-title';
import { saveCategory } from '../api/mutations';
import { categoryQueries } from '../api/queries';
import { parentOptions, parseParentValue } from '../lib/parent-options';
import { toCategoryFormValues, toCategoryInput } from '../lib/category-form';
import { categoryFormSchema, categoryFormDefaults, type CategoryFormValues } from '../schemas';
import { CategoryImageField } from './category-image-field';

const NumberField = FormNumberField<CategoryFormValues>;
const Select = FormSelect<CategoryFormValues>;
const Switch = FormSwitch<CategoryFormValues>;
const TextField = FormTextField<CategoryFormValues>;

const save = (values: CategoryFormValues, id: number | undefined, etag: string | null) =>
  saveCategory(toCategoryInput(values, id), etag);

const m = messages.categories;

export function CategoryEditor({ id }: { id: RecordId }) {
  const tree = useQuery(categoryQueries.tree());
  const options = useMemo(
    () => parentOptions(tree.data ?? [], id === 'new' ? undefined : id),
    [tree.data, id],
  );
  const fields: FieldViews<CategoryFormValues> = {
    name: m.name,
    parentId: { label: m.parent, show: optionLabel(options) },
    isPublished: m.isPublished,
    order: m.order,
    image: m.image,
  };
  const editor = useEntityEditor({
    id,
    detail: categoryQueries.detail,
    schema: categoryFormSchema,
    defaults: categoryFormDefaults,
    toValues: toCategoryFormValues,
    save,
    successMessage: m.saved,
    editHref: paths.categories.edit.href,
    lists: categoryQueries.lists(),
    fields,
  });
  const name = editor.record.data?.value.name;
  useRecordTitle(editor.isNew ? m.newTitle : name);

  return (
    <FormProvider {...editor.form}>
      <EditorShell
        title={editor.isNew ? m.newTitle : (name ?? m.editTitle)}
        // Back returns to the previous page, and the editor is only reached from the tree.
        backHref={paths.categories.list.href()}
        {...editor.shell}
      >
        <TextField name="name" label={m.name} isRequired />
        <Select name="parentId" label={m.parent} options={options} parse={parseParentValue} />
        <Switch name="isPublished" label={m.isPublished} />
        <NumberField name="order" label={m.order} isInteger min={0} containerClassName="max-w-xs" />
        <CategoryImageField />
      </EditorShell>
    </FormProvider>
  );
}
