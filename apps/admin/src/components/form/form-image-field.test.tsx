import { ApiError, type UploadProgress } from '@shop/api-client';
import { act, screen, waitFor } from '@testing-library/react';
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

const album: Album = {
  id: 4,
  name: 'Лето',
  cover: { id: 1, path: '/media/old.png', order: 1 },
  gallery: [],
};
const stored: Photo = { id: 50, path: '/media/new.png', order: 1 };

const picker = () => screen.getByLabelText('Обложка');
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });
const cover = () => screen.queryByRole('img', { name: 'Обложка альбома' });
// The file dialog filters by accept; drag-and-drop does not, so test without the filter.
const user = () => userEvent.setup({ applyAccept: false });

describe('FormImageField', () => {
  beforeAll(installZodMessages);

  it('holds Save while the image uploads, shows the progress, then keeps the stored image', async () => {
    const upload = deferred<Photo>();
    let report: UploadProgress = () => undefined;
    const send = vi.fn((_file: File, onProgress: UploadProgress) => {
      report = onProgress;
      return upload.promise;
    });
    renderAlbumEditor(album, { cover: send });
    await screen.findByDisplayValue('Лето');
    await waitFor(() => expect(saveButton()).toBeEnabled());

    const file = pngFile();
    await user().upload(picker(), file);
    await waitFor(() => expect(send).toHaveBeenCalledWith(file, expect.any(Function)));
    const bar = screen.getByRole('progressbar', { name: 'Загрузка изображения' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(saveButton()).toBeDisabled();

    act(() => report(40));
    expect(bar).toHaveAttribute('aria-valuenow', '40');

    await act(async () => upload.resolve(stored));
    await waitFor(() => expect(cover()).toHaveAttribute('src', '/media/new.png'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('a failed upload says so at the field and in the alert, and keeps the previous image', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(500, 'Внутренняя ошибка сервера')));
    const { alerts } = renderAlbumEditor(album, { cover: send });
    const name = await screen.findByDisplayValue('Лето');
    await user().type(name, ' 2026');

    await user().upload(picker(), pngFile());
    expect(
      await screen.findByText('Изображение не загружено: Внутренняя ошибка сервера'),
    ).toBeInTheDocument();
    expect(alerts.getSnapshot()).toMatchObject([
      { type: 'error', text: 'Внутренняя ошибка сервера' },
    ]);
    expect(cover()).toHaveAttribute('src', '/media/old.png');
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Лето 2026');
    expect(saveButton()).toBeEnabled();
  });

  it.each([
    [
      'a text file renamed .png',
      new File(['просто текст'], 'photo.png', { type: 'image/png' }),
      'Можно загрузить только изображение',
    ],
    ['an empty file', new File([], 'empty.png', { type: 'image/png' }), 'Файл пустой'],
    [
      'an 11 MB file',
      new File([new Uint8Array(11 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
      'Файл больше 10 МБ',
    ],
  ])('refuses %s at the field and sends nothing', async (_name, file, message) => {
    const send = vi.fn(() => Promise.resolve(stored));
    renderAlbumEditor(album, { cover: send });
    await screen.findByDisplayValue('Лето');
    await user().upload(picker(), file);
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(cover()).toHaveAttribute('src', '/media/old.png');
  });

  it('removes the image', async () => {
    renderAlbumEditor(album, {});
    await screen.findByDisplayValue('Лето');
    await user().click(screen.getByRole('button', { name: 'Удалить изображение' }));
    expect(cover()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить изображение' })).not.toBeInTheDocument();
  });
});
