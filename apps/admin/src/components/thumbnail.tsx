import { cn } from '@shop/ui/lib/cn';
import { ImageOff } from 'lucide-react';
import { messages } from '../config/messages';
import { mediaUrl } from '../lib/media';

export type ThumbnailProps = {
  path: string | null | undefined;
  /** Alt text; '' where the row's name stands next to the picture anyway. */
  alt: string;
  /** A picture to show when there is none (the bartender's avatar); else an icon placeholder. */
  placeholderSrc?: string;
  /** The placeholder's name; 'Нет изображения' by default. */
  placeholderAlt?: string;
  isRound?: boolean;
  /** Inside a control that is already named (a search option): hidden from screen readers. */
  isDecorative?: boolean;
};

/** The picture cell of the list screens: the image, or a placeholder when there is none. */
export function Thumbnail({
  path,
  alt,
  placeholderSrc,
  placeholderAlt = messages.list.noImage,
  isRound = false,
  isDecorative = false,
}: ThumbnailProps) {
  const src = mediaUrl(path) ?? placeholderSrc;
  const shape = cn(
    'size-12 shrink-0 border border-border',
    isRound ? 'rounded-full' : 'rounded-md',
  );
  if (src) {
    const name = isDecorative ? '' : src === placeholderSrc ? placeholderAlt : alt;
    return (
      <img src={src} alt={name} width={48} height={48} className={cn(shape, 'object-cover')} />
    );
  }
  const naming = isDecorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': placeholderAlt, title: placeholderAlt };
  return (
    <span
      {...naming}
      className={cn(shape, 'flex items-center justify-center bg-muted text-muted-foreground')}
    >
      <ImageOff aria-hidden="true" className="size-5" />
    </span>
  );
}
