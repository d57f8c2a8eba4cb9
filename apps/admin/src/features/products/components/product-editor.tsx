import { FormProvider } from 'react-hook-form';
import { EditorShell } from '../../../components/editor/editor-shell';
import { useEntityEditor } from '../../../components/editor/use-entity-editor';
import { messages } from '../../../config/messages';
import { paths, type RecordId } from '../../../config/paths';
import { useRecordTitle } from '../../../lib/document-title';
import { saveProduct } from '../api/mutations';
import { productQueries } from '../api/queries';
import { productFields } from '../lib/product-fields';
import { toProductInput, toProductFormValues } from '../lib/product-form';
import { productFormDefaults, productFormSchema, type ProductFormValues } from '../schemas';
import { BaseFieldsSection } from './base-fields-section';
import { CategoriesSection, type CategoryOption } from './categories-section';
import { ImagesSection } from './images-section';
import { ModificatorsSection } from './modificators-section';

const m = messages.products;

const save = (values: ProductFormValues, id: number | undefined, etag: string | null) =>
  saveProduct(toProductInput(values, id), etag);

export type ProductEditorProps = {
  id: RecordId;
  /** The category tree, flattened (composed by the route from the categories feature). */
  categoryOptions: readonly CategoryOption[];
};

/** /products/edit/{id}: every product field, in sections; 'new' creates. */
export function ProductEditor({ id, categoryOptions }: ProductEditorProps) {
  const editor = useEntityEditor({
    id,
    detail: productQueries.detail,
    schema: productFormSchema,
    defaults: productFormDefaults,
    toValues: toProductFormValues,
    save,
    successMessage: m.saved,
    editHref: paths.products.edit.href,
    lists: productQueries.lists(),
    fields: productFields(categoryOptions),
  });
  const name = editor.record.data?.value.name;
  useRecordTitle(editor.isNew ? m.newTitle : name);

  return (
    <FormProvider {...editor.form}>
      <EditorShell
        title={editor.isNew ? m.newTitle : (name ?? m.editTitle)}
        backHref={paths.products.list.href()}
        {...editor.shell}
      >
        <BaseFieldsSection />
        <CategoriesSection options={categoryOptions} />
        <ImagesSection />
        <ModificatorsSection />
      </EditorShell>
    </FormProvider>
  );
}
