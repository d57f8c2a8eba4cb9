import { ImageOff } from 'lucide-react';
import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';

export type ProductThumbnailProps = {
  path: string | null | undefined;
  /** The product's name, for the alt text; omit where the name is written next to it anyway. */
  name?: string;
};

/** A product's first image in a row, or a placeholder when it has none. */
export function ProductThumbnail({ path, name }: ProductThumbnailProps) {
  const src = mediaUrl(path);
  const alt = name === undefined ? '' : `${messages.list.image}: ${name}`;
  if (src) return <img src={src} alt={alt} className="size-12 rounded-md object-cover" />;
  const described = name === undefined ? { 'aria-hidden': true } : { role: 'img' };
  return (
    <span
      {...described}
      aria-label={name === undefined ? undefined : messages.list.noImage}
      title={messages.list.noImage}
      className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
    >
      <ImageOff aria-hidden="true" className="size-5" />
    </span>
  );
}
