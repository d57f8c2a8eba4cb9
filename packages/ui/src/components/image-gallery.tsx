import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { canMove, moveItem, removeAt, type MoveDirection } from '../lib/reorder';
import { IconButton } from './icon-button';

export type ImageGalleryProps<T extends { order: number }> = {
  /** Shown in this array order; keep it sorted by `order`. */
  items: readonly T[];
  getKey: (item: T) => string | number;
  getSrc: (item: T) => string;
  getAlt?: (item: T, index: number) => string;
  /** Receives the next list, renumbered 1..n. */
  onChange: (items: T[]) => void;
  /** Thumbnail width in px. */
  thumbnailWidth?: number;
  disabled?: boolean;
  className?: string;
};

/** Thumbnails with remove and move-left/right; moves swap neighbours (SPEC §4). */
export function ImageGallery<T extends { order: number }>({
  items,
  getKey,
  getSrc,
  getAlt = (_item, index) => `Изображение ${index + 1}`,
  onChange,
  thumbnailWidth = 150,
  disabled,
  className,
}: ImageGalleryProps<T>) {
  const move = (index: number, direction: MoveDirection) => {
    const next = moveItem(items, index, direction);
    if (next !== items) onChange([...next]);
  };

  return (
    <ul data-slot="image-gallery" className={cn('flex flex-wrap gap-3', className)}>
      {items.map((item, index) => {
        const alt = getAlt(item, index);
        return (
          <li
            key={getKey(item)}
            aria-label={alt}
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
                onClick={() => onChange(removeAt(items, index))}
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
  );
}
