import { render, screen, within } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

/** A gallery that keeps what it is given back, as a form field does. */
function Stateful({ initial }: { initial: StoreImage[] }) {
  const [items, setItems] = useState(initial);
  return (
    <ImageGallery
      items={items}
      getKey={(image) => image.id}
      getSrc={(image) => image.path}
      onChange={setItems}
    />
  );
}

const srcs = () => screen.getAllByRole('img').map((image) => image.getAttribute('src'));

describe('ImageGallery with repeated ids and the keyboard', () => {
  it('shows and moves two images that share an id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Stateful
        initial={[
          { id: 7, path: '/same-1.png', order: 1 },
          { id: 7, path: '/same-2.png', order: 2 },
          { id: 8, path: '/other.png', order: 3 },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(button(screen.getAllByRole('listitem')[0], 'Сдвинуть вправо'));
    expect(srcs()).toEqual(['/same-2.png', '/same-1.png', '/other.png']);
    await userEvent.click(button(screen.getAllByRole('listitem')[1], 'Сдвинуть вправо'));
    expect(srcs()).toEqual(['/same-2.png', '/other.png', '/same-1.png']);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('moves the focused image with Alt+arrows and keeps the focus on it', async () => {
    const user = userEvent.setup();
    render(<Stateful initial={images} />);
    const first = screen.getByRole('listitem', { name: 'Изображение 1' });
    first.focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(srcs()).toEqual(['/a.png', '/b.png', '/c.png']);

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(srcs()).toEqual(['/b.png', '/a.png', '/c.png']);
    expect(screen.getAllByRole('listitem')[1]).toHaveFocus();
    expect(
      within(screen.getAllByRole('listitem')[1] as HTMLElement).getByRole('img'),
    ).toHaveAttribute('src', '/a.png');

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(srcs()).toEqual(['/b.png', '/c.png', '/a.png']);
    expect(screen.getAllByRole('listitem')[2]).toHaveFocus();
  });

  it('keeps the focus on the image a move button moved', async () => {
    const user = userEvent.setup();
    render(<Stateful initial={images} />);
    await user.click(button(screen.getAllByRole('listitem')[0], 'Сдвинуть вправо'));
    const moved = screen.getAllByRole('listitem')[1];
    expect(moved).toHaveFocus();
    // Moved to the end, its right button turns off: the image itself still has the focus.
    await user.click(button(moved, 'Сдвинуть вправо'));
    expect(screen.getAllByRole('listitem')[2]).toHaveFocus();
    expect(srcs()).toEqual(['/b.png', '/c.png', '/a.png']);
  });

  it('the images are reachable with Tab and say how to move them', async () => {
    render(<Stateful initial={images} />);
    const item = screen.getByRole('listitem', { name: 'Изображение 1' });
    expect(item).toHaveAttribute('tabindex', '0');
    expect(item).toHaveAccessibleDescription(/Alt/);
  });
});
