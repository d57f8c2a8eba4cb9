import * as React from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { canMove, moveItem, removeAt, type MoveDirection } from '../lib/reorder';
import { IconButton } from './icon-button';

export const GALLERY_KEYS_HINT = 'Alt+стрелка — сдвинуть';

export type ImageGalleryProps<T extends { order: number }> = {
  /** Shown in this array order; keep it sorted by `order`. */
  items: readonly T[];
  /** Need not be unique: a server may send one id twice, and both images are still shown. */
  getKey: (item: T) => string | number;
  getSrc: (item: T) => string;
  getAlt?: (item: T, index: number) => string;
  /** Receives the next list, renumbered 1..n. */
  onChange: (items: T[]) => void;
  /** Asked before an image is removed; resolves true to go ahead. Omitted: removes at once. */
  confirmRemove?: () => Promise<boolean>;
  /** Thumbnail width in px. */
  thumbnailWidth?: number;
  disabled?: boolean;
  className?: string;
};

const MOVE_KEYS: Partial<Record<string, MoveDirection>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * Thumbnails with remove and move-left/right buttons; a focused image also moves with
 * Alt+ArrowLeft/Right. Moves swap neighbours and the list is renumbered 1..n. After a move the
 * focus stays with the moved image, so it can be moved on.
 */
export function ImageGallery<T extends { order: number }>({
  items,
  getKey,
  getSrc,
  getAlt = (_item, index) => `Изображение ${index + 1}`,
  onChange,
  confirmRemove,
  thumbnailWidth = 150,
  disabled,
  className,
}: ImageGalleryProps<T>) {
  const hintId = React.useId();
  const list = React.useRef<HTMLUListElement>(null);
  /** The position of the image that keeps the focus once the new order is shown. */
  const focusNext = React.useRef(-1);
  // React keys: the item's own key with a count for repeats (one id twice stays two images),
  // so a moved image keeps its node.
  const seen = new Map<string, number>();

  // Runs after the parent has rendered the new order: the moved image has the focus (a move
  // button may have turned off under it), so it can be moved on.
  React.useEffect(() => {
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[focusNext.current]?.focus();
    focusNext.current = -1;
  });

  const move = (index: number, direction: MoveDirection) => {
    const next = moveItem(items, index, direction);
    if (next === items) return;
    focusNext.current = direction === 'left' ? index - 1 : index + 1;
    onChange([...next]);
  };

  const remove = async (index: number) => {
    if (confirmRemove && !(await confirmRemove())) return;
    onChange(removeAt(items, index));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLLIElement>, index: number) => {
    const direction = MOVE_KEYS[event.key];
    if (!direction || !event.altKey || disabled || event.target !== event.currentTarget) return;
    event.preventDefault();
    move(index, direction);
  };

  return (
    <>
      <p id={hintId} className="sr-only">
        {GALLERY_KEYS_HINT}
      </p>
      <ul ref={list} data-slot="image-gallery" className={cn('flex flex-wrap gap-3', className)}>
        {items.map((item, index) => {
          const alt = getAlt(item, index);
          const key = String(getKey(item));
          const repeat = seen.get(key) ?? 0;
          seen.set(key, repeat + 1);
          return (
            <li
              key={`${key}#${repeat}`}
              aria-label={alt}
              aria-describedby={hintId}
              tabIndex={0}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="flex flex-col items-center gap-1 rounded-md border border-border p-2"
            >
              <img
                src={getSrc(item)}
                alt={alt}
                style={{ width: thumbnailWidth }}
                className="h-auto rounded-sm object-cover"
              />
              <div className="flex gap-1">
                <IconButton
                  label="Сдвинуть влево"
                  size="icon-sm"
                  disabled={disabled || !canMove(items.length, index, 'left')}
                  onClick={() => move(index, 'left')}
                >
                  <ChevronLeft />
                </IconButton>
                <IconButton
                  label="Удалить изображение"
                  variant="ghost-danger"
                  size="icon-sm"
                  disabled={disabled}
                  onClick={() => void remove(index)}
                >
                  <X />
                </IconButton>
                <IconButton
                  label="Сдвинуть вправо"
                  size="icon-sm"
                  disabled={disabled || !canMove(items.length, index, 'right')}
                  onClick={() => move(index, 'right')}
                >
                  <ChevronRight />
                </IconButton>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
