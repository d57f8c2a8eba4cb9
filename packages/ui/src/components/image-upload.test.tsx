import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageUpload } from './image-upload';

// The real file dialog filters by accept; drag-and-drop does not, so test without the filter.
const user = () => userEvent.setup({ applyAccept: false });
const png = () => new File(['png'], 'photo.png', { type: 'image/png' });
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
    expect(onFileSelect).toHaveBeenCalledWith(file);
    const preview = screen.getByRole('img', { name: 'Предпросмотр изображения' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(preview).toHaveStyle({ maxWidth: '150px' });
  });

  it('refuses a non-image file with a Russian message', async () => {
    const onFileSelect = vi.fn();
    render(<ImageUpload onFileSelect={onFileSelect} />);
    await user().upload(screen.getByLabelText('Изображение'), pdf());
    expect(onFileSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Можно загрузить только изображение');
    expect(screen.getByLabelText('Изображение')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
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

  it('shows a new previewUrl from the parent instead of the picked file', async () => {
    const { rerender } = render(<ImageUpload previewUrl={null} onFileSelect={vi.fn()} />);
    await user().upload(screen.getByLabelText('Изображение'), png());
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/^blob:/);
    rerender(<ImageUpload previewUrl="/uploads/1.png" onFileSelect={vi.fn()} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/1.png');
  });
});
