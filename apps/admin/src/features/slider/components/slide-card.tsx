import { IconButton } from '@shop/ui/icon-button';
import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { FormTextArea } from '../../../components/form/form-text-area';
import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';
import type { SlidesFormValues } from '../schemas';

const TextArea = FormTextArea<SlidesFormValues>;

const m = messages.slider;

export type SlideCardProps = {
  index: number;
  path: string;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  onMove: (direction: 'left' | 'right') => void;
  onRemove: () => void;
};

/** One slide: its image, move-left, delete, move-right and its content. */
export function SlideCard({
  index,
  path,
  canMoveLeft,
  canMoveRight,
  onMove,
  onRemove,
}: SlideCardProps) {
  const position = index + 1;
  // The image is named by the slide's text, as typed so far, so a reader knows which it is.
  const content = useWatch<SlidesFormValues, `slides.${number}.content`>({
    name: `slides.${index}.content`,
  });
  return (
    <li
      aria-label={m.slide(position)}
      className="flex w-72 flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <img
        src={mediaUrl(path)}
        alt={m.slideImage(position, content ?? '')}
        className="aspect-video w-full rounded-md border border-border object-cover"
      />
      <div className="flex justify-between gap-1">
        <IconButton
          label={m.moveLeft(position)}
          variant="secondary"
          disabled={!canMoveLeft}
          onClick={() => onMove('left')}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton label={m.remove(position)} variant="secondary-danger" onClick={onRemove}>
          <Trash2 />
        </IconButton>
        <IconButton
          label={m.moveRight(position)}
          variant="secondary"
          disabled={!canMoveRight}
          onClick={() => onMove('right')}
        >
          <ChevronRight />
        </IconButton>
      </div>
      <TextArea name={`slides.${index}.content`} label={m.content} isRequired rows={3} />
    </li>
  );
}
