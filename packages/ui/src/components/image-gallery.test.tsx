import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageGallery } from './image-gallery';

type StoreImage = { id: number; path: string; order: number };

const images: StoreImage[] = [
  { id: 10, path: '/a.png', order: 1 },
  { id: 11, path: '/b.png', order: 2 },
  { id: 12, path: '/c.png', order: 3 },
];

function renderGallery(onChange = vi.fn()) {
  render(
    <ImageGallery
      items={images}
      getKey={(image) => image.id}
      getSrc={(image) => image.path}
      onChange={onChange}
    />,
  );
  return { onChange, items: screen.getAllByRole('listitem') };
}

const button = (item: HTMLElement | undefined, name: string) => {
  if (!item) throw new Error('missing item');
  return within(item).getByRole('button', { name });
};

describe('ImageGallery', () => {
  it('disables moving the first left and the last right', () => {
    const { items } = renderGallery();
    expect(items).toHaveLength(3);
    expect(button(items[0], 'Сдвинуть влево')).toBeDisabled();
    expect(button(items[0], 'Сдвинуть вправо')).toBeEnabled();
    expect(button(items[2], 'Сдвинуть вправо')).toBeDisabled();
    expect(button(items[2], 'Сдвинуть влево')).toBeEnabled();
  });

  it('swaps neighbours and renumbers', async () => {
    const { onChange, items } = renderGallery();
    await userEvent.click(button(items[1], 'Сдвинуть влево'));
    expect(onChange).toHaveBeenCalledWith([
      { id: 11, path: '/b.png', order: 1 },
      { id: 10, path: '/a.png', order: 2 },
      { id: 12, path: '/c.png', order: 3 },
    ]);
    await userEvent.click(button(items[1], 'Сдвинуть вправо'));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 10, path: '/a.png', order: 1 },
      { id: 12, path: '/c.png', order: 2 },
      { id: 11, path: '/b.png', order: 3 },
    ]);
  });

  it('removes an image and renumbers the rest', async () => {
    const { onChange, items } = renderGallery();
    await userEvent.click(button(items[0], 'Удалить изображение'));
    expect(onChange).toHaveBeenCalledWith([
      { id: 11, path: '/b.png', order: 1 },
      { id: 12, path: '/c.png', order: 2 },
    ]);
  });

  it('shows each thumbnail with an alt text', () => {
    renderGallery();
    expect(screen.getByRole('img', { name: 'Изображение 2' })).toHaveAttribute('src', '/b.png');
  });
});
