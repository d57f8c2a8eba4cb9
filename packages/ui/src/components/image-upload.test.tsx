import { render, screen, waitFor } from '../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload';

// The real file dialog filters by accept; drag-and-drop does not, so test without the filter.
const user = () => userEvent.setup({ applyAccept: false });
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = () => new File([PNG_BYTES], 'photo.png', { type: 'image/png' });
const pdf = () => new File(['pdf'], 'price.pdf', { type: 'application/pdf' });

describe('ImageUpload', () => {
  it('offers image files only', () => {
    render(<ImageUpload onFileSelect={vi.fn()} />);
    expect(screen.getByLabelText('Изображение')).toHaveAttribute('accept', 'image/*');
  });

  it('passes a picked image on and previews it', async () => {
    const onFileSelect = vi.fn();
    render(<ImageUpload onFileSelect={onFileSelect} maxPreviewWidth={150} />);
    const file = png();
    await user().upload(screen.getByLabelText('Изображение'), file);
    await waitFor(() => expect(onFileSelect).toHaveBeenCalledWith(file));
    // The preview is drawn on the render after the file is passed on.
    const preview = await screen.findByRole('img', { name: 'Предпросмотр изображения' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(preview).toHaveStyle({ maxWidth: '150px' });
  });

  it('refuses a non-image file with a Russian message', async () => {
    const onFileSelect = vi.fn();
    render(<ImageUpload onFileSelect={onFileSelect} />);
    await user().upload(screen.getByLabelText('Изображение'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Можно загрузить только изображение',
    );
    expect(onFileSelect).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Изображение')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a text file renamed .png, whatever type it claims', async () => {
    const onFileSelect = vi.fn();
    render(<ImageUpload onFileSelect={onFileSelect} />);
    const renamed = new File(['просто текст'], 'photo.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText('Изображение'), renamed);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Можно загрузить только изображение',
    );
    expect(onFileSelect).not.toHaveBeenCalled();
  });

  it('takes a picture by its content, whatever its name', async () => {
    const onFileSelect = vi.fn();
    render(<ImageUpload onFileSelect={onFileSelect} />);
    const file = new File(['<?xml version="1.0"?><svg/>'], 'logo.txt', { type: 'text/plain' });
    await user().upload(screen.getByLabelText('Изображение'), file);
    await waitFor(() => expect(onFileSelect).toHaveBeenCalledWith(file));
  });

  it('refuses an empty file with its own message', async () => {
    const onFileSelect = vi.fn();
    render(<ImageUpload onFileSelect={onFileSelect} />);
    await user().upload(screen.getByLabelText('Изображение'), new File([], 'empty.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл пустой');
    expect(onFileSelect).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB with its own message', async () => {
    const onFileSelect = vi.fn();
    render(<ImageUpload onFileSelect={onFileSelect} />);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    await user().upload(screen.getByLabelText('Изображение'), new File([big], 'big.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл больше 10 МБ');
    expect(onFileSelect).not.toHaveBeenCalled();
  });

  it('keeps the current image when a picked file is refused', async () => {
    render(<ImageUpload previewUrl="/a.png" onFileSelect={vi.fn()} />);
    await user().upload(screen.getByLabelText('Изображение'), new File([], 'empty.png'));
    await screen.findByRole('alert');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/a.png');
  });

  it('shows the upload progress', () => {
    const { rerender } = render(<ImageUpload onFileSelect={vi.fn()} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<ImageUpload onFileSelect={vi.fn()} progress={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Загрузка изображения' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
  });

  it('shows the current image and removes it', async () => {
    const onRemove = vi.fn();
    render(
      <ImageUpload
        label="Картинка акции"
        previewUrl="/images/promo.png"
        onFileSelect={vi.fn()}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('img', { name: 'Предпросмотр изображения' })).toHaveAttribute(
      'src',
      '/images/promo.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить изображение' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no remove button without onRemove', () => {
    render(<ImageUpload previewUrl="/a.png" onFileSelect={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Удалить изображение' })).not.toBeInTheDocument();
  });

  it('with a previewUrl from the parent, shows that image, not the picked file', async () => {
    const onFileSelect = vi.fn();
    const { rerender } = render(<ImageUpload previewUrl={null} onFileSelect={onFileSelect} />);
    await user().upload(screen.getByLabelText('Изображение'), png());
    await waitFor(() => expect(onFileSelect).toHaveBeenCalled());
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<ImageUpload previewUrl="/uploads/1.png" onFileSelect={vi.fn()} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/1.png');
  });
});
