import type { UploadProgress, Versioned } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import * as z from 'zod/mini';
import { parseRecordId } from '../config/paths';
import { renderRoutes } from './render';
import { EditorShell } from '../components/editor/editor-shell';
import { useEntityEditor } from '../components/editor/use-entity-editor';
import { FormGalleryField } from '../components/form/form-gallery-field';
import { FormImageField } from '../components/form/form-image-field';
import { FormTextField } from '../components/form/form-text-field';

/** Test-only: an entity with a cover image and a gallery, edited the way every editor is. */
export type Photo = { id: number; path: string; order: number };
const photo = z.object({ id: z.number(), path: z.string(), order: z.number() });
const schema = z.object({
  name: z.string().check(z.minLength(1)),
  cover: z.nullable(photo),
  gallery: z.array(photo),
});
export type Album = z.infer<typeof schema> & { id: number };
type AlbumValues = z.infer<typeof schema>;
const GalleryField = FormGalleryField<AlbumValues, Photo>;
const ImageField = FormImageField<AlbumValues>;
const TextField = FormTextField<AlbumValues>;

export type AlbumUploads = {
  /** The cover's upload; receives the picked file and reports progress through onProgress. */
  cover?: (file: File, onProgress: UploadProgress) => Promise<Photo>;
  gallery?: (file: File, order: number, onProgress: UploadProgress) => Promise<Photo>;
};

const never = () => new Promise<never>(() => undefined);

/** A real PNG's first bytes: the picker checks content, not names. */
export const pngFile = (name = 'photo.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, {
    type: 'image/png',
  });

export function renderAlbumEditor(
  stored: Album,
  uploads: AlbumUploads,
  save: (values: AlbumValues) => Promise<Album> = never,
) {
  // A server without versions: no ETags, as before the contract had them.
  const detail = (id: number) =>
    queryOptions({
      queryKey: ['albums', 'detail', id],
      queryFn: async (): Promise<Versioned<Album>> => ({ value: { ...stored, id }, etag: null }),
    });

  function AlbumEditor() {
    const id = parseRecordId(useParams().id) ?? 'new';
    const editor = useEntityEditor({
      id,
      detail,
      schema,
      defaults: { name: '', cover: null, gallery: [] },
      toValues: ({ name, cover, gallery }: Album) => ({ name, cover, gallery }),
      save: async (values) => ({ value: await save(values), etag: null }),
      successMessage: 'Альбом сохранён',
      editHref: (newId) => `/albums/edit/${newId}`,
      lists: ['albums', 'list'],
      fields: { name: 'Название', cover: 'Обложка', gallery: 'Фото' },
    });
    return (
      <FormProvider {...editor.form}>
        <EditorShell title="Альбом" backHref="/albums" {...editor.shell}>
          <TextField name="name" label="Название" isRequired />
          <ImageField
            name="cover"
            label="Обложка"
            previewAlt="Обложка альбома"
            send={uploads.cover ?? never}
          />
          <GalleryField
            name="gallery"
            addLabel="Добавить фото"
            emptyText="Фото нет"
            send={uploads.gallery ?? never}
          />
        </EditorShell>
      </FormProvider>
    );
  }

  return renderRoutes(
    [
      { path: '/albums/edit/:id', element: <AlbumEditor /> },
      { path: '/albums', element: <p>Альбомы</p> },
    ],
    `/albums/edit/${stored.id}`,
  );
}
