import { ApiError, type UploadProgress } from '@shop/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installZodMessages } from '../../lib/zod-messages';
import { deferred } from '../../test/editor-harness';
import {
  pngFile,
  renderAlbumEditor,
  type Album,
  type Photo,
} from '../../test/image-editor-harness';

/** Two images with one id, as a server that answers every upload with one record sends. */
const album: Album = {
  id: 4,
  name: 'Лето',
  cover: null,
  gallery: [
    { id: 7, path: '/media/sea.png', order: 1 },
    { id: 7, path: '/media/sand.png', order: 2 },
  ],
};

const picker = () => screen.getByLabelText('Добавить фото');
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
const srcs = () =>
  within(screen.getByRole('list'))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));
const user = () => userEvent.setup({ applyAccept: false });

async function savedGallery(save: ReturnType<typeof vi.fn>) {
  await user().click(saveButton());
  await waitFor(() => expect(save).toHaveBeenCalled());
  return save.mock.calls[0]?.[0]?.gallery;
}

describe('FormGalleryField', () => {
  beforeAll(installZodMessages);

  it('shows two images that share an id, and moves them with Alt+arrows', async () => {
    const save = vi.fn(async (values: Omit<Album, 'id'>) => ({ ...values, id: 4 }));
    renderAlbumEditor(album, {}, save);
    await screen.findByDisplayValue('Лето');
    expect(srcs()).toEqual(['/media/sea.png', '/media/sand.png']);

    screen.getByRole('listitem', { name: 'Изображение 1' }).focus();
    await user().keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(srcs()).toEqual(['/media/sand.png', '/media/sea.png']);
    expect(screen.getByRole('listitem', { name: 'Изображение 2' })).toHaveFocus();

    expect(await savedGallery(save)).toEqual([
      { id: 7, path: '/media/sand.png', order: 1 },
      { id: 7, path: '/media/sea.png', order: 2 },
    ]);
  });

  it('uploads at order = count + 1, holds Save meanwhile, and numbers the gallery 1..n', async () => {
    const upload = deferred<Photo>();
    let report: UploadProgress = () => undefined;
    const send = vi.fn((_file: File, _order: number, onProgress: UploadProgress) => {
      report = onProgress;
      return upload.promise;
    });
    const save = vi.fn(async (values: Omit<Album, 'id'>) => ({ ...values, id: 4 }));
    renderAlbumEditor(album, { gallery: send }, save);
    await screen.findByDisplayValue('Лето');

    await user().upload(picker(), pngFile());
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(expect.any(File), 3, expect.any(Function)),
    );
    act(() => report(75));
    expect(screen.getByRole('progressbar', { name: 'Загрузка изображения' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(saveButton()).toBeDisabled();

    // The server answers with its own order (and the id it gave the others).
    await act(async () => upload.resolve({ id: 7, path: '/media/sun.png', order: 1 }));
    await waitFor(() => expect(srcs()).toHaveLength(3));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(await savedGallery(save)).toEqual([
      { id: 7, path: '/media/sea.png', order: 1 },
      { id: 7, path: '/media/sand.png', order: 2 },
      { id: 7, path: '/media/sun.png', order: 3 },
    ]);
  });

  it('a failed upload says so at the field and adds nothing', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(500, 'Внутренняя ошибка сервера')));
    const { alerts } = renderAlbumEditor(album, { gallery: send });
    await screen.findByDisplayValue('Лето');
    await user().upload(picker(), pngFile());
    expect(
      await screen.findByText('Изображение не загружено: Внутренняя ошибка сервера'),
    ).toBeInTheDocument();
    expect(alerts.getSnapshot()).toMatchObject([{ type: 'error' }]);
    expect(srcs()).toEqual(['/media/sea.png', '/media/sand.png']);
    expect(screen.queryByRole('img', { name: /Предпросмотр/ })).not.toBeInTheDocument();
    expect(picker()).toBeEnabled();
  });

  it('removes an image and renumbers the rest', async () => {
    const save = vi.fn(async (values: Omit<Album, 'id'>) => ({ ...values, id: 4 }));
    renderAlbumEditor(album, {}, save);
    await screen.findByDisplayValue('Лето');
    const first = screen.getByRole('listitem', { name: 'Изображение 1' });
    await user().click(within(first).getByRole('button', { name: 'Удалить изображение' }));
    expect(await savedGallery(save)).toEqual([{ id: 7, path: '/media/sand.png', order: 1 }]);
  });
});
