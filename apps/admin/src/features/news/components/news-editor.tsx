import { useEffect } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { FieldViews } from '../../../components/conflict/conflict-rows';
import { EditorShell } from '../../../components/editor/editor-shell';
import { useEntityEditor } from '../../../components/editor/use-entity-editor';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import { paths, type RecordId } from '../../../config/paths';
import { useRecordTitle } from '../../../lib/document-title';
import { saveNews } from '../api/mutations';
import { newsQueries } from '../api/queries';
import { toNewsInput, toNewsFormValues } from '../lib/news-form';
import { newsFormSchema, type NewsFormValues, newsFormDefaults } from '../schemas';
import { NewsDateField } from './news-date-field';
import { NewsImagesSection } from './news-images-section';

const Switch = FormSwitch<NewsFormValues>;
const TextArea = FormTextArea<NewsFormValues>;
const TextField = FormTextField<NewsFormValues>;

const m = messages.news;

const fields: FieldViews<NewsFormValues> = {
  title: m.newsTitle,
  isPublished: m.published,
  content: m.content,
  images: m.images,
  startText: m.startDate,
  endText: m.endDate,
};

/** /news/edit/{id}: title, published, start and end, content and images. */
export function NewsEditor({ id }: { id: RecordId }) {
  const editor = useEntityEditor({
    id,
    detail: newsQueries.detail,
    schema: newsFormSchema,
    defaults: newsFormDefaults,
    toValues: toNewsFormValues,
    save: (values, recordId, etag) => saveNews(toNewsInput(values, recordId), etag),
    successMessage: m.saved,
    editHref: paths.news.edit.href,
    lists: newsQueries.lists(),
    serverFieldNames: { startDateUtc: 'startText', endDateUtc: 'endText' },
    fields,
  });
  useRecordTitle(editor.isNew ? m.newTitle : editor.record.data?.value.title);

  // "End not before start" is the end field's error, but a new start can make or break it.
  const { control, getValues, trigger } = editor.form;
  const startText = useWatch({ control, name: 'startText' });
  useEffect(() => {
    if (getValues('endText') !== '') void trigger('endText');
  }, [startText, getValues, trigger]);

  return (
    <FormProvider {...editor.form}>
      <EditorShell
        title={editor.isNew ? m.newTitle : m.editTitle}
        backHref={paths.news.list.href()}
        {...editor.shell}
      >
        <TextField name="title" label={m.newsTitle} isRequired autoComplete="off" />
        <Switch name="isPublished" label={m.published} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <NewsDateField name="startText" label={m.startDate} dayTime="start" />
          <NewsDateField name="endText" label={m.endDate} dayTime="end" />
        </div>
        <TextArea name="content" label={m.content} rows={8} />
        <NewsImagesSection />
      </EditorShell>
    </FormProvider>
  );
}
