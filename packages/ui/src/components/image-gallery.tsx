import * as React from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { canMove, moveItem, removeAt, type MoveDirection } from '../lib/reorder';
import { IconButton } from './icon-button';
import { useUiTexts } from './ui-texts';

export type ImageGalleryProps<T extends { order: number }> = {
  /** Shown in this array order; keep it sorted by `order`. */
  items: readonly T[];
  /** Need not be unique: a server may send one id twice, and both images are still shown. */
  getKey: (item: T) => string | number;
  getSrc: (item: T) => string;
  /** An image's name; by default the kit's numbered one. */
  getAlt?: (item: T, index: number) => string;
  /** Receives the next list, renumbered 1..n. */
  onChange: (items: T[]) => void;
  /** Asked before an image is removed; resolves true to go ahead. Omitted: removes at once. */
  confirmRemove?: () => Promise<boolean>;
  thumbnailWidth?: number;
  disabled?: boolean;
  className?: string;
};

const MOVE_KEYS: Partial<Record<string, MoveDirection>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * Thumbnails with remove and move buttons (Alt+ArrowLeft/Right on a focused image); a move swaps
 * neighbours, renumbers 1..n and keeps the focus on the moved image.
 */
export function ImageGallery<T extends { order: number }>({
  items,
  getKey,
  getSrc,
  getAlt,
  onChange,
  confirmRemove,
  thumbnailWidth = 150,
  disabled,
  className,
}: ImageGalleryProps<T>) {
  const { gallery: texts, removeImage } = useUiTexts();
  const hintId = React.useId();
  const list = React.useRef<HTMLUListElement>(null);
  /** The position of the image that keeps the focus once the new order is shown. */
  const focusNext = React.useRef(-1);
  // React keys: the item's own key with a count for repeats (one id twice stays two images),
  // so a moved image keeps its node.
  const seen = new Map<string, number>();

  // Once the new order is shown, the moved image takes the focus (its button may be off now).
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
        {texts.keysHint}
      </p>
      <ul ref={list} data-slot="image-gallery" className={cn('flex flex-wrap gap-3', className)}>
        {items.map((item, index) => {
          const alt = getAlt ? getAlt(item, index) : texts.image(index + 1);
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
                  label={texts.moveLeft}
                  size="icon-sm"
                  disabled={disabled || !canMove(items.length, index, 'left')}
                  onClick={() => move(index, 'left')}
                >
                  <ChevronLeft />
                </IconButton>
                <IconButton
                  label={removeImage}
                  variant="ghost-danger"
                  size="icon-sm"
                  disabled={disabled}
                  onClick={() => void remove(index)}
                >
                  <X />
                </IconButton>
                <IconButton
                  label={texts.moveRight}
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
